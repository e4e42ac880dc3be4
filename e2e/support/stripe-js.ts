import type { Page } from '@playwright/test';
import { APP_URL } from './constants.js';

/**
 * A stand-in for Stripe.js, served at Stripe's address. It draws the card field as a plain input the
 * test types a test card into, and confirms SetupIntents and PaymentIntents by calling Stripe's API as
 * Stripe.js does; the tests' request routing takes those calls to the fake Stripe's controls. A payment
 * that needs 3-D Secure shows a challenge like Stripe's test page, to complete or fail.
 */
const STAND_IN = String.raw`(() => {
  const STRIPE_API = 'https://api.stripe.com';
  const idOf = (clientSecret) => clientSecret.split('_secret_')[0];
  async function api(method, path, form) {
    const response = await fetch(STRIPE_API + path, {
      method,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = await response.json();
    return response.ok ? { ok: body } : { error: body.error };
  }

  function cardElement() {
    const listeners = {};
    let input = null;
    const emit = (name, event) => (listeners[name] || []).forEach((listener) => listener(event));
    return {
      number: () => (input ? input.value.replace(/\D/g, '') : ''),
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('inputmode', 'numeric');
        input.placeholder = 'Card number';
        input.style.cssText = 'border:0;outline:0;width:100%;font-size:16px;background:transparent';
        input.addEventListener('input', () => {
          const digits = input.value.replace(/\D/g, '');
          emit('change', {
            elementType: 'card',
            empty: digits.length === 0,
            complete: digits.length === 16,
            brand: digits.startsWith('4') ? 'visa' : 'unknown',
            error: undefined,
            value: { postalCode: '' },
          });
        });
        host.appendChild(input);
        setTimeout(() => emit('ready', { elementType: 'card' }));
      },
      on(name, listener) {
        (listeners[name] = listeners[name] || []).push(listener);
        return this;
      },
      off(name, listener) {
        listeners[name] = (listeners[name] || []).filter((known) => known !== listener);
        return this;
      },
      update() {},
      focus() {
        if (input) input.focus();
      },
      blur() {},
      clear() {
        if (input) input.value = '';
      },
      unmount() {
        if (input) input.remove();
      },
      destroy() {
        if (input) input.remove();
        input = null;
      },
    };
  }

  function challenge() {
    return new Promise((resolve) => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', '3D Secure 2 Test Page');
      dialog.style.cssText =
        'position:fixed;inset:0;z-index:100000;display:grid;place-items:center;background:rgba(0,0,0,.4)';
      const box = document.createElement('div');
      box.style.cssText = 'background:#fff;padding:24px;border-radius:8px;font:16px sans-serif';
      box.append('Your bank asks you to confirm this payment. ');
      for (const [label, passed] of [['Complete authentication', true], ['Fail authentication', false]]) {
        const button = document.createElement('button');
        button.textContent = label;
        button.style.margin = '8px';
        button.addEventListener('click', () => {
          dialog.remove();
          resolve(passed);
        });
        box.append(button);
      }
      dialog.append(box);
      document.body.append(dialog);
    });
  }

  window.Stripe = function Stripe(publishableKey) {
    const mounted = {};
    return {
      elements() {
        return {
          create(type) {
            mounted[type] = cardElement();
            return mounted[type];
          },
          getElement(type) {
            return mounted[type] || null;
          },
          update() {},
        };
      },
      async confirmCardSetup(clientSecret, data) {
        const method = data.payment_method;
        const answer = await api('POST', '/v1/setup_intents/' + idOf(clientSecret) + '/confirm', {
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': method.card.number(),
          'payment_method_data[billing_details][name]': method.billing_details.name,
        });
        return answer.error ? { error: answer.error } : { setupIntent: answer.ok };
      },
      async confirmCardPayment(clientSecret) {
        const path = '/v1/payment_intents/' + idOf(clientSecret);
        const query = '?key=' + encodeURIComponent(publishableKey) + '&client_secret=' + encodeURIComponent(clientSecret);
        let answer = await api('GET', path + query);
        if (!answer.error && answer.ok.status === 'requires_action') {
          const passed = await challenge();
          answer = await api('POST', path + '/authenticate', {
            key: publishableKey,
            client_secret: clientSecret,
            outcome: passed ? 'complete' : 'fail',
          });
        }
        return answer.error ? { error: answer.error } : { paymentIntent: answer.ok };
      },
      createToken() {},
      createPaymentMethod() {},
      registerAppInfo() {},
      _registerWrapper() {},
    };
  };
})();`;

/** Serves the stand-in for Stripe.js, and takes its calls to Stripe's API to the fake Stripe's controls. */
export async function useStripeStandIn(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${APP_URL}/__e2e/stripe${pathname}${search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}
