// The web board: play a Boggle board by dragging across the tiles,
// tapping them, or typing. Talks to /api/state, /api/guess and
// /api/events (server-sent events for live rounds).

const $ = (id) => document.getElementById(id);

// start runs the page. token, when given (the Discord Activity), is sent
// as a bearer token; otherwise the session cookie a link set is used.
export function start(token) {
  const auth = token ? { Authorization: "Bearer " + token } : {};
  let st = null; // the last State
  let skew = 0; // server clock minus ours, ms
  let path = []; // tile indexes of the word being made
  let queue = []; // words waiting to be sent
  const maxWords = 50; // challenge.MaxGuessWords
  let sending = false;
  let held = false; // the rate limit holds the queue back
  let dragging = false, moved = false, downTile = -1;
  let finished = false;
  // flash is the word sent and awaiting its verdict, or showing it: it
  // stays above the board until a new word starts.
  let flash = null;
  let focusTile = 0; // the grid's one Tab stop (roving tabindex)
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  const buzz = (p) => { if (!still.matches && navigator.vibrate) try { navigator.vibrate(p); } catch (e) { /* not allowed here */ } };
  const board = $("board"), trail = $("trail"), typed = $("typed");
  // rove moves the grid's Tab stop to tile i and focuses it.
  const rove = (i, focus) => {
    const bs = board.children;
    if (!bs[i]) return;
    if (bs[focusTile]) bs[focusTile].tabIndex = -1;
    focusTile = i;
    bs[i].tabIndex = 0;
    if (focus) bs[i].focus();
  };

  const api = async (url, body) => {
    const opt = { headers: { ...auth }, credentials: "same-origin" };
    if (body) {
      opt.method = "POST";
      opt.headers["Content-Type"] = "application/json";
      opt.body = JSON.stringify(body);
    }
    const r = await fetch(url, opt);
    let j = {};
    try { j = await r.json(); } catch (e) { j = { error: "The bot sent an answer the page cannot read." }; }
    // A state the browser revalidated (ETag) is the cached one: the
    // server's time of now comes in X-Now.
    const now = +r.headers.get("X-Now");
    if (now && j && typeof j === "object") j.now = now;
    return { ok: r.ok, status: r.status, j };
  };

  const say = (text, cls) => { const m = $("msg"); m.textContent = text; m.className = cls || ""; };

  const fail = (text) => {
    $("title").textContent = "Can't show the board";
    say(text, "bad");
    $("app").setAttribute("aria-busy", "false");
    $("entry").hidden = true;
    // No board to show: no empty board, zero score or "None yet" either.
    for (const sel of [".stats", "#boardwrap", "#word", ".side"]) document.querySelector(sel).hidden = true;
  };

  // Tiles as letters, for the word shown and for tracing typed words.
  const face = (i) => (st.tiles[i] === "#" ? "" : st.tiles[i]);
  const wordOf = (p) => p.map(face).join("");
  const adjacent = (a, b) => {
    const n = st.size;
    return a !== b && Math.abs((a / n | 0) - (b / n | 0)) <= 1 && Math.abs((a % n) - (b % n)) <= 1;
  };

  // trace finds a path spelling w (each tile once), or null.
  const trace = (w) => {
    const n = st.tiles.length;
    const used = new Array(n).fill(false);
    const go = (i, at, p) => {
      if (at === w.length) return p;
      for (let t = 0; t < n; t++) {
        const f = face(t);
        if (used[t] || !f || (p.length && !adjacent(p[p.length - 1], t)) || !w.startsWith(f, at)) continue;
        used[t] = true;
        const r = go(t, at + f.length, [...p, t]);
        if (r) return r;
        used[t] = false;
      }
      return null;
    };
    return w ? go(-1, 0, []) : null;
  };

  const show = () => {
    const on = new Set(path);
    [...board.children].forEach((b, i) => {
      b.classList.toggle("on", on.has(i));
      b.setAttribute("aria-pressed", on.has(i) ? "true" : "false");
    });
    const w = wordOf(path);
    if (w || !flash) {
      flash = null;
      $("word").textContent = w || "\u00a0";
      $("word").className = "";
    }
    const n = st.size;
    trail.innerHTML = path.length > 1
      ? `<polyline points="${path.map((i) => `${((i % n) + 0.5) * 94 / n + 3},${((i / n | 0) + 0.5) * 94 / n + 3}`).join(" ")}"/>`
      : "";
  };

  const clear = () => { path = []; show(); };

  const drawBoard = () => {
    const n = st.size;
    board.style.gridTemplateColumns = `repeat(${n}, 1fr)`;
    board.style.setProperty("--n", n); // the tiles' letters scale with the board (board.css)
    trail.setAttribute("viewBox", "0 0 100 100");
    board.replaceChildren(...st.tiles.map((t, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.i = i;
      const shown = t === "qu" ? "Qu" : t === "#" ? "" : t.length > 1 ? t[0].toUpperCase() + t.slice(1) : t.toUpperCase();
      b.textContent = shown;
      if (t === "#") { b.className = "blank"; b.disabled = true; }
      b.setAttribute("aria-label", `${t === "#" ? "blank" : shown}, row ${(i / n | 0) + 1}, column ${(i % n) + 1}`);
      b.setAttribute("aria-pressed", "false");
      b.tabIndex = i === focusTile ? 0 : -1;
      return b;
    }));
  };

  const fmt = (ms) => {
    if (ms <= 0) return "0:00";
    const s = Math.ceil(ms / 1000);
    if (s >= 3600) return `${s / 3600 | 0}h${String((s % 3600) / 60 | 0).padStart(2, "0")}`;
    return `${s / 60 | 0}:${String(s % 60).padStart(2, "0")}`;
  };

  const tick = () => {
    if (!st) return;
    const left = st.ends - (Date.now() + skew);
    const over = st.over || left <= 0;
    $("clock").textContent = over ? (st.kind === "round" ? "over" : "ended") : fmt(left);
    $("clockl").textContent = over ? "time" : "left";
    $("clock").classList.toggle("low", st.kind === "round" && left < 30000);
    if (st.kind === "daily") $("nextboard").textContent = over ? "Today's board is on /daily." : `Next board in ${fmt(left)}.`;
  };

  const render = (s, fresh) => {
    const first = !st || st.tiles.join() !== s.tiles.join();
    st = s;
    skew = s.now - Date.now();
    if (first) { drawBoard(); clear(); }
    $("title").textContent = s.title;
    $("who").textContent = `Playing as ${s.player}` + (s.hints ? ` · ${s.hints} hint${s.hints === 1 ? "" : "s"}` : "");
    $("hintbtn").hidden = !s.canHint || !!s.over;
    $("points").textContent = s.points;
    $("count").textContent = (s.found || []).length;
    $("help").textContent = `Words need ${s.minLen}+ letters, through touching tiles (diagonals too), each tile once.` +
      (s.kind === "round" && s.mode === "classic" ? " Words two players find cancel at the end." : "");
    if (s.kind === "daily") {
      $("rank").textContent = s.rank ? `${s.rank}/${s.players}` : "–";
      $("rankl").textContent = "rank";
      $("countl").textContent = `of ${s.possible}`;
    } else {
      $("rank").textContent = s.players;
      $("rankl").textContent = s.players === 1 ? "player" : "players";
      $("countl").textContent = `words (${s.words ?? (s.found || []).length} in all)`;
    }
    const ul = $("found");
    ul.replaceChildren(...(s.found || []).map((w) => {
      const li = document.createElement("li");
      li.dataset.word = w.w;
      li.append(w.w);
      const b = document.createElement("b");
      b.textContent = `+${w.p}`;
      li.append(b);
      if (fresh && fresh.has(w.w)) li.className = "new";
      return li;
    }).reverse());
    if (s.ended) { say(s.ended, "bad"); }
    $("entry").hidden = !!s.over;
    if (s.results) results(s.results);
    if (s.hint && first) showHint(s.hint);
    if (s.kind === "daily") day(s);
    $("app").setAttribute("aria-busy", "false");
    tick();
  };

  // day fills "Your day": the score ladder, the share text, the review of
  // a day that has ended.
  const day = (s) => {
    $("day").hidden = false;
    const lv = s.level || (s.review && s.review.level);
    const pts = s.review ? s.review.points : s.points;
    if (lv) {
      $("level").textContent = lv.next ? `🐝 ${lv.name} · ${lv.nextAt - pts} more point${lv.nextAt - pts === 1 ? "" : "s"} to ${lv.next}` : `🐝 ${lv.name}: every point on the board!`;
      $("ladder").max = Math.max(lv.max, 1);
      $("ladder").value = pts;
      $("ladder").setAttribute("aria-valuetext", `${pts} of ${lv.max} points: ${lv.name}`);
    }
    $("sharebox").hidden = !s.share;
    if (s.share) $("share").textContent = s.share;
    if (s.review) review(s.review, `Your words on ${s.review.title}`);
  };
  const review = (rv, title) => {
    $("review").hidden = false;
    $("reviewh").textContent = title;
    $("revmine").textContent = rv.found.length ? `You found ${rv.found.length} of ${rv.possible} (${rv.points} points): ${rv.found.map((w) => w.w).join(" · ")}` : `You found none of its ${rv.possible} words.`;
    $("revmissed").textContent = rv.missed.length ? `Best you missed: ${rv.missed.map((w) => `${w.w} ${w.p}`).join(" · ")}` : "You missed nothing.";
  };
  $("copy").addEventListener("click", async () => {
    try { await navigator.clipboard.writeText($("share").textContent); say("Share text copied: paste it anywhere.", "ok"); }
    catch (e) {
      const r = document.createRange(); r.selectNodeContents($("share"));
      const sel = getSelection(); sel.removeAllRanges(); sel.addRange(r);
      say("Selected: copy it with your device's copy.", "");
    }
  });
  $("yesterday").addEventListener("click", async () => {
    try {
      const { ok, j } = await api("api/review");
      if (!ok) { say(j.error, "bad"); return; }
      review(j, `Yesterday, ${j.title}`);
      $("yesterday").hidden = true;
    } catch (e) { say("Can't reach the bot. Try again.", "bad"); }
  });

  const results = (r) => {
    finished = true;
    st.over = true;
    const hadFocus = document.activeElement && document.activeElement.closest && document.activeElement.closest("#entry, #board");
    typed.value = "";
    flash = null;
    clear();
    document.body.classList.add("over");
    $("entry").hidden = true;
    $("results").hidden = false;
    const me = (r.standings || []).find((x) => st && x.id === st.playerId);
    $("standings").replaceChildren(...(r.standings || []).map((x) => {
      const li = document.createElement("li");
      const hints = `${x.hints} hint${x.hints === 1 ? "" : "s"}`;
      li.textContent = x.found === 0
        ? `${x.name}: took ${hints}, no words`
        : `${x.name}: ${x.points} point${x.points === 1 ? "" : "s"}${x.hints ? ` · ${hints}` : ""}`;
      if (x.won) {
        li.append(" ");
        const w = document.createElement("span");
        w.className = "win";
        w.textContent = "winner";
        li.append(w);
      }
      if (x === me) li.className = "me";
      return li;
    }));
    if (!(r.standings || []).length) $("standings").textContent = "Nobody found a word.";
    $("yours").textContent = me ? `Your scoring words: ${me.scored.map((w) => `${w.w} +${w.p}`).join(" · ") || "none"}` : "";
    $("cancelled").textContent = r.cancelled.length ? `Cancelled (found by two or more): ${r.cancelled.join(" · ")}` : "";
    if (me) $("points").textContent = me.points;
    const gone = new Set(r.cancelled || []);
    [...$("found").children].forEach((li) => {
      if (!gone.has(li.dataset.word)) return;
      li.classList.add("cancelled");
      li.title = "cancelled: found by two or more";
      li.querySelector("b").textContent = " cancelled";
    });
    if (hadFocus) $("resh").focus();
    $("missed").textContent = (r.missed || []).length ? `Best words nobody found: ${r.missed.map((w) => w.w).join(" · ")} (${r.total} on the board)` : "";
    tick();
  };

  const load = async () => {
    const { ok, j } = await api("api/state");
    if (!ok) return fail(j.error);
    render(j);
    if (!j.results && !j.over) follow();
  };

  // pump sends the queued words, all at once, one request at a time.
  const pump = async () => {
    if (sending || held || !queue.length) return;
    sending = true;
    // At most maxWords a request (the server refuses more): words typed
    // while the rate limit held the queue wait for the next.
    const batch = queue.splice(0, maxWords);
    const words = batch.join(" ");
    try {
      const { ok, status, j } = await api("api/guess", { words });
      if (status === 429) {
        queue.unshift(...batch);
        held = true;
        say(j.error, "");
        setTimeout(() => { held = false; pump(); }, Math.max(j.retryMs || 1000, 300));
        return;
      }
      if (!ok) { say(j.error, "bad"); if (status === 409) load(); return; }
      verdicts(j);
    } catch (e) {
      queue.unshift(...batch);
      say("Can't reach the bot; trying again…", "bad");
      held = true;
      setTimeout(() => { held = false; pump(); }, 2000);
      return;
    } finally {
      sending = false;
    }
    pump();
  };

  const verdicts = (j) => {
    const fresh = new Set(j.judgements.filter((x) => x.v === "accepted").map((x) => x.w));
    const parts = j.judgements.map((x) => (x.v === "accepted" ? `${x.w} +${x.p}` : `${x.w}: ${x.v}`));
    const good = j.judgements.every((x) => x.v === "accepted");
    say(parts.join(" · "), good ? "ok" : fresh.size ? "" : "bad");
    // The verdict shows on the word itself: found lifts with its points,
    // already found nudges, anything else shakes.
    const mine = flash && j.judgements.find((x) => x.w === flash);
    if (mine && !path.length) {
      const el = $("word");
      el.textContent = mine.v === "accepted" ? `${mine.w} +${mine.p}` : mine.w;
      el.className = mine.v === "accepted" ? "ok lift" : mine.v === "already found" ? "dup nudge" : "bad shake";
      buzz(mine.v === "accepted" ? 25 : [30, 40, 30]);
    }
    render(j.state, fresh);
  };

  const submit = (w) => {
    w = (w || "").trim().toLowerCase();
    if (!w || !st || st.over) return;
    path = [];
    show();
    flash = w;
    $("word").textContent = w;
    if (w.length < st.minLen) {
      $("word").className = "bad shake";
      say(`${w}: too short (${st.minLen}+ letters)`, "bad");
      buzz([30, 40, 30]);
      return;
    }
    $("word").className = "wait";
    say("", "");
    queue.push(w);
    pump();
  };

  // Dragging: pointer events cover touch and mouse. A tile joins the path
  // when the pointer is near its centre (so diagonals are easy), and going
  // back over the tile before the last undoes a step.
  const tileAt = (x, y) => {
    const el = document.elementFromPoint(x, y);
    const b = el && el.closest && el.closest("#board button");
    if (!b || b.disabled) return -1;
    const r = b.getBoundingClientRect();
    const dx = (x - (r.left + r.width / 2)) / r.width, dy = (y - (r.top + r.height / 2)) / r.height;
    return dx * dx + dy * dy < 0.16 ? +b.dataset.i : -1;
  };
  const extend = (i) => {
    if (i < 0) return;
    const last = path[path.length - 1];
    if (i === last) return;
    if (path.length > 1 && i === path[path.length - 2]) { path.pop(); show(); return; }
    if (path.includes(i) || (path.length && !adjacent(last, i))) return;
    path.push(i);
    show();
  };
  board.addEventListener("pointerdown", (e) => {
    if (!st || st.over || e.button > 0) return;
    const i = tileAt(e.clientX, e.clientY);
    if (i < 0) return;
    e.preventDefault();
    board.setPointerCapture(e.pointerId);
    dragging = true; moved = false; downTile = i;
    undoTap = false;
    typed.value = "";
    rove(i, false);
    const last = path[path.length - 1];
    if (!path.length || !path.includes(i) && adjacent(last, i)) extend(i);
    else if (last === i) undoTap = true; // a tap on the last tile takes it back
    else {
      path = [i]; show();
      say(`New word from ${face(i).toUpperCase()}: that tile is not next to the last one.`, "");
    }
  });
  board.addEventListener("pointermove", (e) => {
    if (!dragging) return;
    const i = tileAt(e.clientX, e.clientY);
    if (i >= 0 && i !== downTile) moved = true;
    extend(i);
  });
  let undoTap = false;
  const up = (e) => {
    if (!dragging) return;
    dragging = false;
    if (moved) {
      // A drag backed out to its first tile is no word: nothing to judge.
      if (path.length > 1) submit(wordOf(path)); else clear();
    } else if (undoTap) { path.pop(); show(); }
  };
  board.addEventListener("pointerup", up);
  board.addEventListener("pointercancel", () => { dragging = false; clear(); });
  // Keyboard and assistive tech: a click that is not a drag (Enter or
  // Space on a focused tile, or a screen reader's tap) toggles the tile.
  const toggle = (i) => {
    if (path[path.length - 1] === i) path.pop();
    else if (!path.length || (!path.includes(i) && adjacent(path[path.length - 1], i))) path.push(i);
    else path = [i];
    show();
  };
  board.addEventListener("click", (e) => {
    const b = e.target.closest("button");
    if (!b || e.detail > 0) return; // pointer clicks were handled above
    toggle(+b.dataset.i);
  });
  board.addEventListener("keydown", (e) => {
    const b = e.target.closest && e.target.closest("#board button");
    if (!b || !st || e.ctrlKey || e.metaKey || e.altKey) return;
    const n = st.size, i = +b.dataset.i;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -n, ArrowDown: n, Home: -(i % n), End: n - 1 - (i % n) };
    if (e.key in moves) {
      e.preventDefault();
      const to = i + moves[e.key];
      if ((e.key === "ArrowLeft" || e.key === "ArrowRight") && (to / n | 0) !== (i / n | 0)) return;
      if (to >= 0 && to < n * n) rove(to, true);
    } else if (e.key === " " || e.key === "Spacebar") {
      e.preventDefault();
      if (!st.over && !b.disabled) toggle(i);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (!st.over && path.length) submit(wordOf(path));
    } else if (e.key === "Backspace") {
      e.preventDefault();
      if (path.length) { path.pop(); show(); }
    }
  });

  typed.addEventListener("input", () => {
    typed.value = typed.value.replace(/[^a-zA-Z]/g, "");
    flash = null;
    if ($("msg").className !== "bad" || !held) say("", "");
    path = trace(typed.value.toLowerCase()) || [];
    show();
    if (!path.length && typed.value) { $("word").textContent = typed.value; $("word").className = "bad"; }
  });
  $("entry").addEventListener("submit", (e) => {
    e.preventDefault();
    const w = typed.value || wordOf(path);
    typed.value = "";
    submit(w);
  });
  $("clear").addEventListener("click", () => { typed.value = ""; flash = null; clear(); typed.focus(); });
  // Typing anywhere goes to the word field.
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { typed.value = ""; flash = null; clear(); say("", ""); return; }
    if (e.target === typed || e.ctrlKey || e.metaKey || e.altKey || !st || st.over) return;
    if (/^[a-z]$/i.test(e.key) && !(e.target instanceof HTMLInputElement)) { typed.focus(); }
  });

  // follow reads a live round's server-sent events (with fetch, so the
  // Activity's bearer token goes along), reconnecting until the results:
  // a lost connection (a restart of the bot, a network blip) is retried
  // with a growing wait (0.5 s doubling to 8 s, with jitter), saying so,
  // and the state is read again before the stream reopens, so the results
  // show if the round ended meanwhile.
  let following = false;
  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
  const follow = async () => {
    if (following) return;
    following = true;
    let wait = 500, lost = false;
    try {
      while (!finished) {
        try {
          const r = await fetch("api/events", { headers: { ...auth, Accept: "text/event-stream" }, credentials: "same-origin" });
          if (r.status === 401 || r.status === 404) { const j = await r.json(); say(j.error, "bad"); return; }
          if (r.ok && r.body) {
            if (lost) { lost = false; say("Reconnected.", ""); }
            wait = 500;
            const rd = r.body.pipeThrough(new TextDecoderStream()).getReader();
            let buf = "";
            for (;;) {
              const { value, done } = await rd.read();
              if (done) break;
              buf += value;
              let k;
              while ((k = buf.indexOf("\n\n")) >= 0) {
                onEvent(buf.slice(0, k));
                buf = buf.slice(k + 2);
              }
            }
          } else {
            // Refused for now (too many pages, or reading too fast): the
            // answer says why; try again when it says.
            let j = {};
            try { j = await r.json(); } catch (e) { /* no reason given */ }
            const retry = +(r.headers.get("Retry-After") || 0) * 1000;
            if (j.error) say(j.error, "bad");
            wait = Math.max(wait, retry);
            lost = true;
          }
        } catch (e) { /* the connection dropped: reconnect below */ }
        if (finished) return;
        if (!lost) { lost = true; say("Lost the connection to the bot: reconnecting…", "bad"); }
        await sleep(wait * (0.8 + Math.random() * 0.4));
        wait = Math.min(wait * 2, 8000);
        try {
          const { ok, status, j } = await api("api/state");
          if (status === 401 || status === 404) { say(j.error, "bad"); return; }
          if (ok) { render(j); if (j.results) { say("Reconnected: the round is over.", ""); return; } }
        } catch (e) { say("Can't reach the bot: reconnecting…", "bad"); }
      }
    } finally {
      following = false;
    }
  };
  const onEvent = (block) => {
    let name = "message", data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith("event: ")) name = line.slice(7);
      else if (line.startsWith("data: ")) data += line.slice(6);
    }
    if (!data) return;
    const d = JSON.parse(data);
    if (name === "progress") {
      Object.assign(st, { players: d.players, words: d.words, ends: d.ends, over: d.over, now: d.now });
      render(st);
      if (d.over) say("Time's up! Waiting for the results…", "");
    } else if (name === "results") {
      results(d);
      const me = (d.standings || []).find((x) => x.id === st.playerId);
      say("The round is over." + (me ? ` You scored ${me.points} point${me.points === 1 ? "" : "s"}${me.won ? " and won" : ""}.` : ""), "");
    } else if (name === "words" && st && d.player === st.playerId) {
      // Words this player entered elsewhere (chat, another tab).
      const have = new Set((st.found || []).map((w) => w.w));
      const fresh = new Set();
      for (const w of d.words || []) {
        if (have.has(w.w)) continue;
        st.found = [...(st.found || []), w];
        st.points += w.p;
        fresh.add(w.w);
      }
      if (fresh.size) render(st, fresh);
    } else if (name === "hint" && st && d.player === st.playerId && d.hints > (st.hints || 0)) {
      // A hint taken elsewhere: read it, as a reload would.
      api("api/state").then(({ ok, j }) => { if (ok) { render(j); if (j.hint) showHint(j.hint); } }).catch(() => {});
    } else if (name === "gone") {
      finished = true;
      say(d.error, "bad");
    }
  };

  // Hints: the same ladder as /hint, one rung per click.
  const hint = async () => {
    const { ok, j } = await api("api/hint", {});
    if (!ok) { say(j.error, "bad"); return; }
    showHint(j);
    load();
  };
  const showHint = (j) => {
    const body = $("hintbody");
    body.replaceChildren();
    const p = (text) => { const e = document.createElement("p"); e.textContent = text; body.append(e); };
    [...board.children].forEach((b) => {
      b.classList.remove("hint"); delete b.dataset.heat; delete b.dataset.step;
      if (b.dataset.label) b.setAttribute("aria-label", b.dataset.label);
    });
    // note adds what a hint shows on a tile to its name, for screen readers.
    const note = (b, text) => { b.dataset.label = b.dataset.label || b.getAttribute("aria-label"); b.setAttribute("aria-label", `${b.dataset.label}, ${text}`); };
    $("hint").hidden = false;
    if (j.done) { p("You've found every word: there is nothing left to hint."); return; }
    if (j.rung === 1) {
      p(`${j.left} word${j.left === 1 ? "" : "s"} left, by first letter and length:`);
      const t = document.createElement("table");
      const head = t.insertRow();
      head.append(...["", ...j.lengths].map((l) => { const th = document.createElement("th"); th.textContent = l; return th; }));
      for (const r of j.rows) {
        const tr = t.insertRow();
        const th = document.createElement("th");
        th.textContent = r.l;
        tr.append(th);
        r.c.forEach((n) => { tr.insertCell().textContent = n || "·"; });
      }
      body.append(t);
    } else if (j.rung === 2) {
      p(`${j.left} words left. The numbers on the tiles: how many can start there.`);
      j.heat.forEach((n, i) => {
        const b = board.children[i];
        if (n && b) { b.dataset.heat = n; note(b, n === 1 ? "1 word starts here" : `${n} words start here`); }
      });
    } else {
      p(`A word of ${j.length} letters starting with ${j.prefix}.` + (j.rung === 4 ? " Its tiles are ringed and numbered on the board, in order." : "") + " It scores nothing now.");
      (j.path || []).forEach((i, k) => {
        const b = board.children[i];
        if (b) { b.classList.add("hint"); b.dataset.step = k + 1; note(b, `step ${k + 1} of the hint`); }
      });
    }
  };
  $("hintbtn").addEventListener("click", () => hint().catch(() => say("Can't reach the bot. Try again.", "bad")));

  setInterval(tick, 250);
  load().catch(() => fail("Can't reach the bot. Reload the page to try again."));
}
