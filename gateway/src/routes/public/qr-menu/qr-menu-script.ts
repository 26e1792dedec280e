/**
 * The QR menu page's script (ES2017, no framework, about 3 kB): every few seconds it asks which dishes are still
 * available and hides the rest (and takes them out of the order); at a table that takes orders it keeps the diner's
 * order (dish, options, quantity) and sends it, showing the server's answer. Prices are written as `formatCop` does.
 */
export const qrMenuScript = `(function () {
  var data = JSON.parse(document.getElementById('qr-data').textContent);
  var t = data.texts;
  var lines = [];
  var cop = function (n) { return String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, '.') + ' COP'; };
  var fill = function (s, v) { return s.replace(/\\{(\\w+)\\}/g, function (_, k) { return v[k]; }); };
  var base = '/m/' + encodeURIComponent(data.slug);

  function poll() {
    var at = data.table ? base + '/mesa/' + encodeURIComponent(data.table) : data.sede ? base + '/' + encodeURIComponent(data.sede) : base;
    fetch(at + '/disponibles', { credentials: 'omit', cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (answer) {
        if (!answer) return;
        var ids = {};
        answer.data.dish_ids.forEach(function (id) { ids[id] = true; });
        document.querySelectorAll('.dish').forEach(function (dish) { dish.hidden = !ids[dish.dataset.id]; });
        document.querySelectorAll('main section').forEach(function (section) {
          section.hidden = !section.querySelector('.dish:not([hidden])');
        });
        var kept = lines.filter(function (line) { return ids[line.itemId]; });
        if (kept.length !== lines.length) { lines = kept; render(); }
      })
      .catch(function () {});
  }
  setInterval(poll, data.poll * 1000);
  document.addEventListener('visibilitychange', function () { if (!document.hidden) poll(); });
  if (!data.token) return;

  var box = document.getElementById('basket');
  var status = document.getElementById('basket-status');
  function say(text, ok) { status.textContent = text; status.className = 'status ' + (ok ? 'ok' : 'error'); }
  function render() {
    var list = document.getElementById('basket-lines');
    list.textContent = '';
    var units = 0, total = 0;
    lines.forEach(function (line, index) {
      units += line.quantity; total += line.quantity * line.unitPrice;
      var item = document.createElement('li');
      var label = document.createElement('span');
      label.textContent = line.quantity + ' × ' + line.label + ' — ' + cop(line.quantity * line.unitPrice);
      var remove = document.createElement('button');
      remove.type = 'button'; remove.className = 'link'; remove.textContent = t.remove;
      remove.addEventListener('click', function () { lines.splice(index, 1); render(); });
      item.appendChild(label); item.appendChild(remove); list.appendChild(item);
    });
    document.getElementById('basket-count').textContent = fill(t.dishes, { count: units });
    document.getElementById('basket-total').textContent = cop(total);
    box.hidden = lines.length === 0 && !status.textContent;
  }

  document.querySelectorAll('form.add').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var dish = form.closest('.dish');
      var chosen = [], extra = 0, names = [], missing = null;
      form.querySelectorAll('fieldset').forEach(function (group) {
        var picked = group.querySelectorAll('input:checked');
        if (group.dataset.required === 'true' && picked.length === 0 && !missing) missing = group.dataset.group;
        picked.forEach(function (input) {
          chosen.push(input.value); extra += Number(input.dataset.extra);
          names.push(input.parentNode.textContent.trim());
        });
      });
      say('', true);
      if (missing) { say(fill(t.chooseRequired, { group: missing }), false); box.hidden = false; return; }
      var quantity = Math.min(99, Math.max(1, parseInt(form.quantity.value, 10) || 1));
      lines.push({
        itemId: dish.dataset.id, quantity: quantity, options: chosen, unitPrice: Number(dish.dataset.price) + extra,
        label: dish.dataset.name + (names.length ? ' (' + names.join(', ') + ')' : '')
      });
      form.reset();
      form.closest('details').open = false;
      render();
    });
  });

  var send = document.getElementById('basket-send');
  send.addEventListener('click', function () {
    if (lines.length === 0) return;
    send.disabled = true;
    var body = {
      lines: lines.map(function (line) { return { itemId: line.itemId, quantity: line.quantity, options: line.options }; }),
      note: document.getElementById('basket-note').value
    };
    fetch(base + '/mesa/' + encodeURIComponent(data.token) + '/pedidos', {
      method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
    })
      .then(function (r) { return r.json().then(function (answer) { return { ok: r.ok, answer: answer }; }); })
      .then(function (result) {
        if (result.ok) { lines = []; document.getElementById('basket-note').value = ''; say(t.sent, true); }
        else say(result.answer && result.answer.message ? result.answer.message : t.failed, false);
        render();
      })
      .catch(function () { say(t.failed, false); render(); })
      .then(function () { send.disabled = false; });
  });
})();
`;
