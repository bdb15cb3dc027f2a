/* global window, document, fetch, setTimeout */
// The embedded Link sandbox's browser side: Plaid Link's contract (window.Plaid.create(config) → open / exit / destroy /
// submit, with onSuccess(public_token, metadata), onExit(error, metadata), onEvent(eventName, metadata), onLoad) over a
// modal <dialog> in the page: choose a bank, sign in with a sandbox login, choose an account. Served from the portal's
// own origin with no inline script, and its <style> carries the page's nonce, so the Content-Security-Policy holds;
// the server (server/bank/sandboxRoutes.ts) checks the Link token, the credentials and issues the public token.
// react-plaid-link drives it unchanged.
(function () {
  'use strict';
  var API = '/bank-link/sandbox/';
  var STYLE_ID = 'plaid-sandbox-style';
  var CSS = [
    '.psb-dialog{border:0;border-radius:12px;padding:0;width:min(420px,94vw);max-height:90vh;color:#111;background:#fff;',
    'font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.35)}',
    '.psb-dialog::backdrop{background:rgba(0,0,0,.55)}',
    '.psb-head{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid #ddd}',
    '.psb-brand{font-weight:700}',
    '.psb-body{padding:16px}',
    '.psb-body h2{font-size:1.25rem;margin:0 0 12px}',
    '.psb-body h2:focus{outline:2px solid #0b4f99;outline-offset:2px}',
    '.psb-list{list-style:none;margin:0;padding:0;display:grid;gap:8px}',
    '.psb-btn{font:inherit;cursor:pointer;border-radius:8px;padding:10px 14px;border:2px solid #0b4f99;background:#0b4f99;color:#fff}',
    '.psb-btn.psb-secondary{background:#fff;color:#0b4f99}',
    '.psb-list .psb-btn{width:100%;text-align:left;background:#fff;color:#111;border-color:#767676}',
    '.psb-btn:focus-visible{outline:3px solid #111;outline-offset:2px}',
    '.psb-field{display:grid;gap:4px;margin-bottom:12px}',
    '.psb-field input{font:inherit;padding:8px;border:1px solid #555;border-radius:6px}',
    '.psb-hint{font-size:.875rem;color:#444;margin:0 0 12px}',
    '.psb-alert{border-left:4px solid #a4000f;background:#fdecee;color:#5c0009;padding:8px 12px;margin:0 0 12px}',
    '.psb-alert:empty{display:none}',
    'fieldset.psb-accounts{border:0;margin:0 0 12px;padding:0}',
    'fieldset.psb-accounts label{display:flex;gap:8px;align-items:center;padding:8px;border:1px solid #767676;border-radius:8px;margin-top:8px}',
    '.psb-actions{display:flex;gap:8px;justify-content:flex-end}',
  ].join('');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key === 'onclick') node.addEventListener('click', attrs[key]);
      else if (key === 'onsubmit') node.addEventListener('submit', attrs[key]);
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }

  function post(path, body) {
    return fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).then(function (res) {
      return res.json().then(function (data) {
        if (!res.ok) throw data && data.error_code ? data : { error_code: 'INTERNAL_SERVER_ERROR' };
        return data;
      });
    });
  }

  function sessionId() {
    return 'sandbox-' + Math.random().toString(36).slice(2, 12);
  }

  var MESSAGES = {
    INVALID_CREDENTIALS:
      'The credentials you provided were incorrect. Check that your username and password are correct and try again.',
    NO_ACCOUNTS: 'No compatible accounts were found at this bank. You can exit and enter your bank account by hand.',
    INVALID_LINK_TOKEN: 'This bank link session has expired. Please exit and try again.',
    INTERNAL_SERVER_ERROR: 'Something went wrong. Please exit and try again.',
  };

  function create(config) {
    var token = config.token;
    var linkSession = sessionId();
    var dialog = null;
    var state = { institution: null, username: '', password: '', accounts: [], error: null, done: false };

    function event(name, extra) {
      var metadata = Object.assign(
        { link_session_id: linkSession, request_id: linkSession, timestamp: new Date().toISOString() },
        extra || {},
      );
      if (config.onEvent) config.onEvent(name, metadata);
    }

    function close() {
      if (dialog) {
        if (dialog.open) dialog.close();
        dialog.remove();
        dialog = null;
      }
    }

    function exit(status) {
      if (!dialog || state.done) return;
      state.done = true;
      close();
      event('EXIT', { exit_status: status, error_code: state.error ? state.error.error_code : null });
      if (config.onExit) {
        config.onExit(state.error, {
          status: status,
          institution: state.institution,
          link_session_id: linkSession,
          request_id: linkSession,
        });
      }
    }

    function fail(error) {
      var code = error && error.error_code ? error.error_code : 'INTERNAL_SERVER_ERROR';
      state.error = {
        error_type: code === 'INVALID_LINK_TOKEN' ? 'INVALID_INPUT' : 'ITEM_ERROR',
        error_code: code,
        error_message: MESSAGES[code] || MESSAGES.INTERNAL_SERVER_ERROR,
        display_message: MESSAGES[code] || MESSAGES.INTERNAL_SERVER_ERROR,
      };
      event('ERROR', {
        error_code: code,
        error_type: state.error.error_type,
        error_message: state.error.error_message,
      });
      return state.error;
    }

    function show(title, content) {
      var body = dialog.querySelector('.psb-body');
      body.textContent = '';
      var heading = el('h2', { id: 'psb-title', tabindex: '-1', text: title });
      body.appendChild(heading);
      content.forEach(function (node) {
        body.appendChild(node);
      });
      heading.focus();
    }

    function alertBox(message) {
      return el('p', { class: 'psb-alert', role: 'alert', text: message || '' });
    }

    function chooseBank(institutions) {
      var items = institutions.map(function (ins) {
        return el('li', {}, [
          el('button', {
            type: 'button',
            class: 'psb-btn',
            text: ins.name,
            onclick: function () {
              state.institution = ins;
              signIn();
            },
          }),
        ]);
      });
      show('Select your bank', [el('ul', { class: 'psb-list', 'aria-labelledby': 'psb-title' }, items)]);
    }

    function signIn(message) {
      var user = el('input', { id: 'psb-username', name: 'username', autocomplete: 'username', required: 'true' });
      var pass = el('input', {
        id: 'psb-password',
        name: 'password',
        type: 'password',
        autocomplete: 'current-password',
        required: 'true',
      });
      user.value = state.username;
      var alert = alertBox(message);
      var form = el(
        'form',
        {
          novalidate: 'true',
          onsubmit: function (e) {
            e.preventDefault();
            state.username = user.value.trim();
            state.password = pass.value;
            post('accounts', {
              link_token: token,
              institution_id: state.institution.institution_id,
              username: state.username,
              password: state.password,
            })
              .then(function (answer) {
                state.error = null;
                state.accounts = answer.accounts;
                chooseAccount();
              })
              .catch(function (error) {
                var failure = fail(error);
                if (failure.error_code === 'INVALID_CREDENTIALS') signIn(failure.display_message);
                else stopped(failure.display_message);
              });
          },
        },
        [
          alert,
          el('p', { class: 'psb-hint', text: 'Sandbox: sign in as user_good with password pass_good.' }),
          el('div', { class: 'psb-field' }, [el('label', { for: 'psb-username', text: 'Username' }), user]),
          el('div', { class: 'psb-field' }, [el('label', { for: 'psb-password', text: 'Password' }), pass]),
          el('div', { class: 'psb-actions' }, [el('button', { type: 'submit', class: 'psb-btn', text: 'Submit' })]),
        ],
      );
      show('Sign in to ' + state.institution.name, [form]);
      if (message) user.focus();
    }

    function chooseAccount() {
      var radios = state.accounts.map(function (account, index) {
        var id = 'psb-account-' + index;
        var input = el('input', { type: 'radio', name: 'account', id: id, value: account.id });
        if (index === 0) input.checked = true;
        return el('label', { for: id }, [
          input,
          el('span', { text: account.name + ' (' + account.subtype + ') •••• ' + account.mask }),
        ]);
      });
      var form = el(
        'form',
        {
          onsubmit: function (e) {
            e.preventDefault();
            var chosen = form.querySelector('input[name="account"]:checked');
            post('complete', {
              link_token: token,
              institution_id: state.institution.institution_id,
              username: state.username,
              password: state.password,
              account_ids: chosen ? [chosen.value] : [],
            })
              .then(function (answer) {
                state.done = true;
                event('HANDOFF', { institution_id: state.institution.institution_id });
                close();
                config.onSuccess(answer.public_token, answer.metadata);
              })
              .catch(function (error) {
                stopped(fail(error).display_message);
              });
          },
        },
        [
          el(
            'fieldset',
            { class: 'psb-accounts' },
            [el('legend', { text: 'Accounts at ' + state.institution.name })].concat(radios),
          ),
          el('div', { class: 'psb-actions' }, [el('button', { type: 'submit', class: 'psb-btn', text: 'Continue' })]),
        ],
      );
      show('Choose an account', [form]);
    }

    function stopped(message) {
      show('Something needs your attention', [
        alertBox(message),
        el('div', { class: 'psb-actions' }, [
          el('button', {
            type: 'button',
            class: 'psb-btn',
            text: 'Exit',
            onclick: function () {
              exit('requires_account_selection');
            },
          }),
        ]),
      ]);
    }

    function open() {
      close();
      state.done = false;
      state.error = null;
      if (!document.getElementById(STYLE_ID)) {
        var style = el('style', { id: STYLE_ID, text: CSS });
        // The page's CSP allows an inline <style> only with its per-response nonce, which the page carries in its
        // csp-nonce meta tag (the nonce property: browsers hide the attribute's value from scripts).
        var meta = document.querySelector('meta[property="csp-nonce"]');
        if (meta && meta.nonce) style.nonce = meta.nonce;
        document.head.appendChild(style);
      }
      dialog = el('dialog', { class: 'psb-dialog', 'aria-labelledby': 'psb-title', 'aria-modal': 'true' }, [
        el('div', { class: 'psb-head' }, [
          el('span', { class: 'psb-brand', text: 'Bank link (sandbox)' }),
          el('button', {
            type: 'button',
            class: 'psb-btn psb-secondary',
            'aria-label': 'Exit bank link',
            text: 'Exit',
            onclick: function () {
              exit(state.institution ? 'requires_credentials' : 'institution_not_found');
            },
          }),
        ]),
        el('div', { class: 'psb-body' }, [el('h2', { id: 'psb-title', tabindex: '-1', text: 'Connecting…' })]),
      ]);
      dialog.addEventListener('cancel', function (e) {
        e.preventDefault();
        exit('requires_credentials');
      });
      document.body.appendChild(dialog);
      dialog.showModal();
      event('OPEN', { view_name: 'CONSENT' });
      post('session', { link_token: token })
        .then(function (session) {
          if (session.update) {
            state.institution = session.update;
            signIn();
          } else {
            chooseBank(session.institutions);
          }
        })
        .catch(function (error) {
          stopped(fail(error).display_message);
        });
    }

    setTimeout(function () {
      if (config.onLoad) config.onLoad();
    }, 0);

    return {
      open: open,
      exit: function (options) {
        if (options && options.force) {
          state.done = true;
          close();
          return;
        }
        exit('requires_credentials');
      },
      submit: function () {},
      destroy: function () {
        state.done = true;
        close();
      },
    };
  }

  window.Plaid = { create: create, version: 'sandbox' };
})();
