/**
 * The card pages the desktop app opens in its locked card window (docs/payments.md "Card entry
 * with Stripe", docs/security.md S4): Stripe.js needs an HTTPS origin and its hosts in the CSP,
 * which the app's own page (`app://shortlist`, closed CSP) will not give it. These pages live on
 * the API's origin under a CSP of their own that allows Stripe's hosts and nothing else; they
 * know only the publishable key (no session, no API call), and end by navigating to
 * `/pay/result#…`, which main reads and never lets load.
 */
import {
  CARD_PAGE_PATHS,
  RESULT_KEYS,
  STRIPE_HOSTS,
  STRIPE_JS_URL,
} from '../../../shared/card-entry';
import { messages } from '../../../shared/messages';
import { escapeHtml } from '../../platform/html';

const m = messages.payments;

/** The card pages' policy: scripts from us and Stripe, Stripe's frames and API, nothing else. */
export const CARD_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'self' ${STRIPE_HOSTS.script}`,
  `frame-src ${STRIPE_HOSTS.frames.join(' ')}`,
  `connect-src ${STRIPE_HOSTS.connect}`,
  // The page's own small <style>; scripts stay without 'unsafe-inline'.
  "style-src 'unsafe-inline'",
  'img-src data:',
  "object-src 'none'",
  "base-uri 'none'",
  // The form never posts anywhere: the script takes the card to Stripe.js.
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The result page shows one sentence; in the app main closes the window before it loads. */
export const RESULT_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
body { font: 14px/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif; color: rgba(0,0,0,.88); margin: 0; padding: 24px; }
h1 { font-size: 18px; margin: 0 0 16px; }
label { display: block; margin-bottom: 8px; }
#card { border: 1px solid #d9d9d9; border-radius: 6px; padding: 10px 11px; }
#card.StripeElement--focus { border-color: #1677ff; }
#card.StripeElement--invalid { border-color: #ff4d4f; }
#card-errors { color: #ff4d4f; margin-top: 8px; min-height: 21px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 24px; }
button { font: inherit; border-radius: 6px; padding: 4px 15px; border: 1px solid #d9d9d9; background: #fff; cursor: pointer; }
button[type=submit] { background: #1677ff; border-color: #1677ff; color: #fff; }
button:disabled { opacity: .6; cursor: default; }
`;

export type CardPageMode = 'card' | 'authenticate';

/** `/pay/card` or `/pay/authenticate`: the same page, told what to do by `data-mode`. */
export function cardPageHtml(mode: CardPageMode, publishableKey: string): string {
  const data = {
    mode,
    'publishable-key': publishableKey,
    unavailable: m.stripeUnavailable,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');
  const main =
    mode === 'card'
      ? `<form id="card-form" novalidate>
  <p>${escapeHtml(m.cardWindowIntro)}</p>
  <label for="card">${escapeHtml(m.stripeCardLabel)}</label>
  <div id="card"></div>
  <div id="card-errors" role="alert"></div>
  <div class="actions">
    <button type="button" id="cancel">${escapeHtml(m.cancel)}</button>
    <button type="submit" id="submit">${escapeHtml(m.saveCard)}</button>
  </div>
</form>`
      : `<p>${escapeHtml(m.authenticating)}</p>
<div id="card-errors" role="alert"></div>
<div class="actions"><button type="button" id="cancel">${escapeHtml(m.cancel)}</button></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mode === 'card' ? m.cardTitle : m.authenticateTitle)}</title>
<style>${STYLE}</style>
<script src="${STRIPE_JS_URL}"></script>
<script src="${CARD_PAGE_PATHS.script}" defer></script>
</head>
<body ${attributes}>
<h1>${escapeHtml(mode === 'card' ? m.cardTitle : m.authenticateTitle)}</h1>
${main}
</body>
</html>
`;
}

export function resultPageHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shortlist</title></head>
<body><p>You can close this window.</p></body></html>
`;
}

/**
 * The pages' script, plain ES2017 for the browser (no bundling, no inline script). Card: mounts
 * the Card Element, shows Stripe's message on the field and focuses it while the card has an
 * error, makes the PaymentMethod with the billing details from the fragment (already in
 * Stripe's shape), and ends on the result URL. Authenticate: `handleNextAction` with the client
 * secret from the fragment, then the result URL saying whether it completed.
 */
export const CARD_PAGE_SCRIPT = `'use strict';
(function () {
  var body = document.body;
  var errors = document.getElementById('card-errors');
  var fragment = new URLSearchParams(location.hash.slice(1));
  function finish(key, value) {
    var params = new URLSearchParams();
    params.set(key, value);
    location.replace(${JSON.stringify(CARD_PAGE_PATHS.result)} + '#' + params.toString());
  }
  function showError(message) {
    errors.textContent = message || '';
  }
  document.getElementById('cancel').addEventListener('click', function () {
    finish(${JSON.stringify(RESULT_KEYS.cancelled)}, '1');
  });
  if (typeof Stripe !== 'function') {
    showError(body.getAttribute('data-unavailable'));
    return;
  }
  var stripe = Stripe(body.getAttribute('data-publishable-key'));
  if (body.getAttribute('data-mode') === 'authenticate') {
    var secret = fragment.get('client_secret');
    if (!secret) return finish(${JSON.stringify(RESULT_KEYS.authenticated)}, '0');
    stripe.handleNextAction({ clientSecret: secret }).then(
      function (result) {
        finish(${JSON.stringify(RESULT_KEYS.authenticated)}, result.error ? '0' : '1');
      },
      function () {
        finish(${JSON.stringify(RESULT_KEYS.authenticated)}, '0');
      }
    );
    return;
  }
  var billing = {};
  try {
    var parsed = JSON.parse(fragment.get('billing') || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) billing = parsed;
  } catch (error) {
    billing = {};
  }
  var hasPostcode = Boolean(billing.address && billing.address.postal_code);
  var card = stripe.elements().create('card', { hidePostalCode: hasPostcode });
  card.mount('#card');
  var cardError = null;
  card.on('change', function (event) {
    cardError = event.error ? event.error.message : null;
    showError(cardError);
  });
  var submit = document.getElementById('submit');
  document.getElementById('card-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (cardError) {
      card.focus();
      return;
    }
    submit.disabled = true;
    stripe.createPaymentMethod({ type: 'card', card: card, billing_details: billing }).then(
      function (result) {
        if (result.error) {
          showError(result.error.message);
          submit.disabled = false;
          card.focus();
          return;
        }
        finish(${JSON.stringify(RESULT_KEYS.paymentMethod)}, result.paymentMethod.id);
      },
      function () {
        showError(body.getAttribute('data-unavailable'));
        submit.disabled = false;
      }
    );
  });
})();
`;
