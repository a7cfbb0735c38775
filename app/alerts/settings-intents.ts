/** The alert settings page's forms, one intent each (the page names them, settings-change.server.ts acts on them). */
export const SETTINGS_INTENT = {
  save: "save",
  phone: "phone",
  confirm: "confirm",
  confirmEmail: "confirm-email",
  removePhone: "remove-phone",
  follow: "follow",
  unfollow: "unfollow",
} as const;
