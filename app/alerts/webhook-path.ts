/** Where the WhatsApp Cloud API posts its status callbacks (issue 30): the route, the server's body limits, the sandbox. */
export const WHATSAPP_WEBHOOK_PATH = "/api/whatsapp/webhook";
