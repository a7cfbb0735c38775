/**
 * What an error report may not carry (decision 0062): an error's message can quote what it choked on, and that may be
 * a grower's e-mail address or document number (a DNI, CUIT or CPF, with or without its dots and dashes). Both are
 * masked wherever an error is written down. Seven digits or more in a row (separators allowed) read as a document;
 * a stack's line and column numbers are shorter.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const DOCUMENT_NUMBER = /\d(?:[.\-/]?\d){6,}/g;

export const withoutPersonalData = (text: string): string =>
  text.replace(EMAIL, "[e-mail]").replace(DOCUMENT_NUMBER, "[number]");
