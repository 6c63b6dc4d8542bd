/**
 * What a visitor whose browser runs no JavaScript reads where a form would work: the pages themselves are
 * pre-rendered and readable, but sending a form needs the browser's checks and the captcha.
 */
export const noScriptNotice = {
  form:
    'This form needs JavaScript, which is turned off in your browser. Turn it on and reload the page, or call us ' +
    'at {phone} or e-mail {email} and we will take your request directly.',
};
