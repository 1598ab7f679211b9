// The partner site's own code, shared by its pages (not part of the SDK): where the marketplace
// server is, which mode to show, the page's CSP nonce, the buttons, and a visible log of the
// SDK's events. Each page then holds only the few lines that embed the marketplace.
//
//   ?server=https://market.example.com   the marketplace server (default http://localhost:8080)
//   ?mode=iframe | inline                how to show it (default iframe)
//   ?start=manual                        do not mount on load (the "Mount" button does)
(function () {
  'use strict';
  var DEFAULT_SERVER = 'http://localhost:8080';
  var query = new URLSearchParams(location.search);

  /** An http(s) URL without query or hash, trailing slash dropped; null otherwise. */
  function serverUrl(value) {
    try {
      var url = new URL(value);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) return null;
      return url.origin + url.pathname.replace(/\/+$/, '');
    } catch (e) {
      return null;
    }
  }

  // The nonce of this response (serve.mjs puts a fresh one in every page). Opened from a server
  // that does not fill it in, the placeholder stays and there is no CSP to satisfy: no nonce then.
  var raw = document.currentScript && document.currentScript.nonce;
  var nonce = raw && /^[A-Za-z0-9+/=_-]{1,256}$/.test(raw) ? raw : undefined;

  var events = [];
  function log(name, data) {
    events.push({ name: name, data: data === undefined ? null : data });
    var list = document.getElementById('events');
    if (!list) return;
    var item = document.createElement('li');
    item.textContent = name + ' ' + JSON.stringify(data === undefined ? {} : data);
    list.prepend(item);
  }

  var callbacks = {
    onReady: function (e) { log('ready', e); },
    onRouteChange: function (e) { log('routeChange', e); },
    onLogin: function (e) { log('login', e); },
    onLogout: function (e) { log('logout', e); },
    onUnread: function (e) { log('unread', e); },
    onError: function (e) { log('error', e); },
  };

  /** Wires the page's buttons to the page's embedding code; also what tests drive (window.partner). */
  function bind(actions) {
    function run(promise) {
      Promise.resolve(promise).catch(function (e) { log('failed', { code: e && e.code, message: String(e && e.message || e) }); });
    }
    document.querySelectorAll('[data-go]').forEach(function (button) {
      button.addEventListener('click', function () { run(actions.navigate(button.getAttribute('data-go'))); });
    });
    document.querySelectorAll('[data-action]').forEach(function (button) {
      var name = button.getAttribute('data-action');
      button.addEventListener('click', function () { run(actions[name]()); });
    });
    window.partner = actions;
    if (query.get('start') !== 'manual') run(actions.mount());
  }

  // Links between the example pages keep ?server= (and set their own ?mode=).
  document.addEventListener('DOMContentLoaded', function () {
    document.querySelectorAll('a[data-page]').forEach(function (a) {
      var q = new URLSearchParams();
      if (query.get('server')) q.set('server', query.get('server'));
      if (a.getAttribute('data-mode')) q.set('mode', a.getAttribute('data-mode'));
      a.href = a.getAttribute('data-page') + (q.toString() ? '?' + q : '');
    });
    var label = document.getElementById('mode');
    if (label) label.textContent = window.Partner.mode;
  });

  window.Partner = {
    server: serverUrl(query.get('server') || '') || DEFAULT_SERVER,
    mode: query.get('mode') === 'inline' ? 'inline' : 'iframe',
    nonce: nonce,
    events: events,
    callbacks: callbacks,
    log: log,
    bind: bind,
  };
})();
