/* Class answers on a phone: shows the projector's question and sends this
   phone's answer. ES5 and XMLHttpRequest only, for phones five years old.
   The protocol is in the app's README ("Class answers: the phone
   protocol"). Nothing here shows text a phone sent: only the question the
   app sent, and the page's own words. */
(function () {
  'use strict';
  var W = JSON.parse(document.getElementById('words').textContent);
  var el = function (id) { return document.getElementById(id); };

  // localStorage keeps the device id and an answer not yet counted across
  // a reload; private modes of old browsers refuse it, and then they live
  // in this page only.
  var store = null;
  try {
    localStorage.setItem('qttt-test', '1');
    localStorage.removeItem('qttt-test');
    store = localStorage;
  } catch (e) { store = null; }
  var prefix = 'qttt-answers:' + location.pathname + ':';
  function load(name) { return store ? store.getItem(prefix + name) : null; }
  function keep(name, value) {
    if (!store) { return; }
    try {
      if (value === null) { store.removeItem(prefix + name); } else { store.setItem(prefix + name, value); }
    } catch (e) { /* full: this page still remembers */ }
  }

  var device = load('device');
  var state = null;     // the room as the server last showed it to this phone
  var pending = null;   // {question, round, choice}: tapped, not yet counted
  try { pending = JSON.parse(load('pending')); } catch (e) { pending = null; }
  var sending = false;
  var source = null;    // the EventSource
  var offline = false;
  var stopped = false;  // the teacher ended class answers: the page waits for them to start again
  var gone = '';        // '', 'ended' or 'replaced': the page stopped listening
  var message = '';     // '', 'sending', 'failed' or 'busy'
  var delay = 1000;     // before the next try to connect, doubling to 10 s
  var retry = 1000;     // before sending an answer again, the same

  function request(method, path, body, done) {
    var x = new XMLHttpRequest();
    x.open(method, path, true);
    x.timeout = 10000;
    if (body !== null) { x.setRequestHeader('Content-Type', 'application/json'); }
    x.onreadystatechange = function () {
      if (x.readyState !== 4) { return; }
      var data = null;
      try { data = JSON.parse(x.responseText); } catch (e) { data = null; }
      done(x.status, data);
    };
    x.send(body === null ? null : JSON.stringify(body));
  }

  function later(f) {
    setTimeout(f, delay);
    delay = Math.min(delay * 2, 10000);
  }

  function join() {
    request('POST', 'join', null, function (status, data) {
      if (status === 200 && data && data.device) {
        device = data.device;
        keep('device', device);
        delay = 1000;
        listen();
      } else if (status === 404) {
        end('ended');
      } else {
        setOffline(true);
        later(join);
      }
    });
  }

  function listen() {
    if (source) { source.close(); source = null; }
    if (!window.EventSource) { poll(); return; }
    var s = new EventSource('events?device=' + encodeURIComponent(device));
    source = s;
    s.addEventListener('state', function (e) {
      delay = 1000;
      stopped = false;
      setOffline(false);
      apply(JSON.parse(e.data));
    }, false);
    s.addEventListener('stopped', function () {
      stopped = true; // the stream ends now; the page keeps trying quietly
      render();
    }, false);
    s.addEventListener('replaced', function () {
      s.close();
      source = null;
      end('replaced');
    }, false);
    s.onerror = function () {
      if (source !== s) { return; }
      setOffline(true);
      if (s.readyState === 2) { // refused, not just dropped: ask why
        s.close();
        source = null;
        later(check);
      }
    };
  }

  // check asks for the state once: a phone the room does not know joins
  // again, a room that is gone says so, else the stream is opened again.
  function check() {
    request('GET', 'state?device=' + encodeURIComponent(device), null, function (status, data) {
      if (status === 200) {
        setOffline(false);
        apply(data);
        listen();
      } else { refused(status, check, data); }
    });
  }

  // refresh asks for the state once, the stream staying open.
  function refresh() {
    request('GET', 'state?device=' + encodeURIComponent(device), null, function (status, data) {
      if (status === 200) { apply(data); }
    });
  }

  // poll stands in for the stream where there is no EventSource: the
  // server holds each poll while the page shows what it would answer
  // (seen), so that a poll is nearly always open, and the teacher's end
  // of class answers reaches this page as it reaches a stream's.
  function poll() {
    var seen = state ? key(state) : '';
    request('GET', 'state?device=' + encodeURIComponent(device) + (seen ? '&seen=' + encodeURIComponent(seen) : ''), null, function (status, data) {
      if (status === 200) {
        delay = 1000;
        stopped = false;
        setOffline(false);
        apply(data);
        setTimeout(poll, 250);
      } else { refused(status, poll, data); }
    });
  }

  // key names what the page shows of a state, as the server's
  // phoneState.key does: the phase, and the question and its round.
  function key(s) {
    return s.question ? s.phase + ':' + s.question.id + ':' + s.question.round : s.phase;
  }

  function refused(status, retry, data) {
    if (status === 503 && data && data.error === 'stopped') {
      stopped = true; // the teacher ended class answers: the page keeps trying quietly
    }
    if (status === 403) {
      device = null;
      keep('device', null);
      join();
    } else if (status === 404) {
      end('ended');
    } else {
      setOffline(true);
      later(retry);
    }
  }

  function apply(s) {
    state = s;
    var q = s.question;
    if (pending && (!q || s.phase !== 'open' || q.id !== pending.question || q.round !== pending.round ||
        s.answer === pending.choice)) {
      setPending(null); // counted, or too late
      if (message === 'sending' || message === 'failed') { message = ''; }
    }
    if (pending && !sending) { send(); } // tapped while the connection was down
    render();
  }

  function setPending(p) {
    pending = p;
    keep('pending', p === null ? null : JSON.stringify(p));
  }

  function tap(choice) {
    if (!state || state.phase !== 'open' || gone) { return; }
    setPending({question: state.question.id, round: state.question.round, choice: choice});
    message = 'sending';
    render();
    if (!sending) { send(); }
  }

  function send() {
    var p = pending;
    sending = true;
    request('POST', 'answer', {device: device, question: p.question, round: p.round, choice: p.choice}, function (status, data) {
      sending = false;
      if (status === 200) {
        var q = state && state.question;
        if (q && q.id === p.question && q.round === p.round) { state.answer = data.answer; }
        if (pending === p) {
          setPending(null);
          message = '';
        }
      } else if (status === 429) {
        if (pending === p) { setPending(null); }
        message = 'busy';
      } else if (status === 409 || status === 422) {
        if (pending === p) { setPending(null); }
        message = '';
        refresh();
      } else if (status === 403 || status === 404) {
        refused(status, null);
      } else {
        message = 'failed'; // kept, and sent again until it is counted or too late
        setTimeout(function () {
          if (pending && !sending) { send(); }
        }, retry);
        retry = Math.min(retry * 2, 10000);
      }
      if (status !== 0) { retry = 1000; }
      if (pending && pending !== p && status === 200) { send(); } // tapped again meanwhile
      render();
    });
  }

  function setOffline(on) {
    if (offline !== on) {
      offline = on;
      render();
    }
  }

  function end(why) {
    gone = why;
    if (source) { source.close(); source = null; }
    render();
  }

  el('here').onclick = function () {
    gone = '';
    render();
    listen();
  };

  function fill(text, vars) {
    return text.replace(/\{(\w+)\}/g, function (all, key) {
      return vars.hasOwnProperty(key) ? vars[key] : all;
    });
  }

  // name returns a choice in this page's language.
  function name(c) {
    var parts = c.split(':');
    if (parts[0] === 'square') { return fill(W.square, {n: parts[1]}); }
    if (parts[0] === 'count') { return parts[1]; }
    if (c === 'x') { return 'X'; }
    if (c === 'o') { return 'O'; }
    if (c === 'nobody' || c === 'yes' || c === 'no') { return W[c]; }
    return c;
  }

  function allSquares(choices) {
    for (var i = 0; i < choices.length; i++) {
      if (choices[i].indexOf('square:') !== 0) { return false; }
    }
    return true;
  }

  function button(c, label, chosen) {
    var b = document.createElement('button');
    b.type = 'button';
    b.appendChild(document.createTextNode(label));
    b.setAttribute('aria-label', name(c));
    b.setAttribute('data-choice', c);
    b.setAttribute('aria-pressed', c === chosen ? 'true' : 'false');
    var cls = [];
    if (c === chosen) { cls.push('chosen'); }
    if (state.phase === 'revealed' && c === state.right) { cls.push('right'); }
    b.className = cls.join(' ');
    if (state.phase !== 'open' || gone) {
      b.disabled = true;
    } else {
      b.onclick = function () { tap(c); };
    }
    return b;
  }

  function drawChoices(box, q, chosen) {
    while (box.firstChild) { box.removeChild(box.firstChild); }
    if (!q) { return; }
    var i;
    if (allSquares(q.choices)) {
      box.className = 'grid';
      for (var r = 0; r < 3; r++) {
        var row = document.createElement('div');
        row.className = 'row';
        for (var col = 0; col < 3; col++) {
          var n = r * 3 + col + 1, c = 'square:' + n;
          var cell = document.createElement('div');
          cell.className = 'cell';
          var offered = false;
          for (i = 0; i < q.choices.length; i++) { offered = offered || q.choices[i] === c; }
          if (offered) {
            cell.appendChild(button(c, String(n), chosen));
          } else {
            var empty = document.createElement('div');
            empty.className = 'empty';
            cell.appendChild(empty);
          }
          row.appendChild(cell);
        }
        box.appendChild(row);
      }
      return;
    }
    box.className = 'list';
    for (i = 0; i < q.choices.length; i++) {
      box.appendChild(button(q.choices[i], name(q.choices[i]), chosen));
    }
  }

  function line(box, text, warn) {
    var p = document.createElement('p');
    if (warn) { p.className = 'warn'; }
    p.appendChild(document.createTextNode(text));
    box.appendChild(p);
  }

  function render() {
    var s = state, q = s && s.phase !== 'waiting' && !gone ? s.question : null;
    // What the page shows, for its style and for scripts that test it.
    document.body.setAttribute('data-phase', gone || (offline ? (stopped ? 'stopped' : 'offline') : (s ? s.phase : 'connecting')));
    document.body.setAttribute('data-round', q ? String(q.round) : '');
    var status = '';
    if (gone) {
      status = W[gone];
    } else if (offline && stopped) {
      status = W.stopped;
    } else if (offline) {
      status = W.offline;
    } else if (!s) {
      status = W.connecting;
    } else if (s.phase === 'waiting') {
      status = W.waiting;
    }
    el('status').textContent = status;
    el('status').hidden = status === '';
    el('here').hidden = gone !== 'replaced';
    el('question').hidden = !q;
    el('question').textContent = q ? q.text : '';
    el('again').hidden = !(q && q.round > 1 && s.phase === 'open');

    var chosen = pending ? pending.choice : (s && s.answer) || '';
    drawChoices(el('choices'), q, chosen);

    var note = el('note');
    while (note.firstChild) { note.removeChild(note.firstChild); }
    if (!q) { return; }
    if (s.first) { line(note, fill(W.first, {choice: name(s.first)})); }
    if (s.phase === 'revealed' && s.right) { line(note, fill(W.right, {choice: name(s.right)})); }
    if (s.phase === 'closed') { line(note, W.closed); }
    if (chosen) {
      line(note, fill(W.yours, {choice: name(chosen)}));
    } else {
      line(note, s.phase === 'open' ? W.tap : W.none);
    }
    if (s.phase === 'open') {
      if (message) {
        line(note, W[message], message !== 'sending');
      } else if (chosen) {
        line(note, W.change);
      }
    }
  }

  render();
  if (device) { listen(); } else { join(); }
}());
