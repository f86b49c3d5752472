// Browser JavaScript shared by the payment and card-registration frames; each script defines the
// elements it names (backLink) and its own `post` in terms of `postToParent`.
export const FRAME_HELPERS = `
var embedded = window.parent !== window;

function postToParent(message) {
  if (!embedded) return;
  config.targetOrigins.forEach(function (origin) {
    try { window.parent.postMessage(message, origin); } catch (e) { /* a malformed origin must not stop the others */ }
  });
}

function setState(state) { document.body.setAttribute('data-state', state); }

function notice(kind, title, text) {
  var box = document.getElementById('notice');
  box.className = 'notice' + (kind ? ' ' + kind : '');
  document.getElementById('notice-title').textContent = title;
  document.getElementById('notice-text').textContent = text;
  box.hidden = false;
}

function showBack(href) {
  if (!href) return;
  backLink.setAttribute('href', href);
  backLink.hidden = false;
}
`;
