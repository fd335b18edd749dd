// The web board: play a Boggle board by dragging across the tiles,
// tapping them, or typing. Talks to /api/state, /api/guess and
// /api/events (server-sent events: live words, hints and rounds).
// Every word it shows comes from strings.js (the server's table).

import { t, tn, has, over } from "./strings.js";

const $ = (id) => document.getElementById(id);

// letters keeps what can be part of a word in any alphabet (letters,
// their combining marks, and apostrophes for Breton's c'h); the server
// normalises what is sent.
const notLetters = /[^\p{L}\p{M}'’ʼ]/gu;
const notLetter = /[^\p{L}\p{M}'’ʼ]/u;
const oneLetter = /^\p{L}$/u;
// bare folds accents away, to light the path of a typed word on a board
// whose tiles have none.
const bare = (w) => w.normalize("NFD").replace(/\p{M}/gu, "");

// start runs the page. token, when given (the Discord Activity), is sent
// as a bearer token; otherwise the session cookie a link set is used.
export function start(token) {
  const auth = token ? { Authorization: "Bearer " + token } : {};
  let st = null; // the last State
  let skew = 0; // server clock minus ours, ms
  let path = []; // tile indexes of the word being made
  let queue = []; // words waiting to be sent: {w, at} (at: when entered, the server's clock)
  let inflight = []; // the words of the request on its way
  const maxWords = 50; // challenge.MaxGuessWords
  let sending = false;
  let held = false; // the rate limit holds the queue back
  let dragging = false, moved = false, downTile = -1;
  let finished = false;
  let practice = 0; // the past day practised, or 0
  let turns = 0; // quarter turns of the board's view (paths are unchanged)
  let lastHint = null;
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
      // A body that names its board (queued words: the board they were
      // entered on) keeps it; others are for the board shown.
      opt.body = JSON.stringify(practice && !("practice" in body) ? { ...body, practice } : body);
    } else if (practice && url === "api/state") {
      url += `?practice=${practice}`;
    }
    const r = await fetch(url, opt);
    let j = {};
    try { j = await r.json(); } catch (e) { j = { error: t("net.unreadable") }; }
    // A state the browser revalidated (ETag) is the cached one: the
    // server's time of now comes in X-Now.
    const now = +r.headers.get("X-Now");
    if (now && j && typeof j === "object") j.now = now;
    return { ok: r.ok, status: r.status, j };
  };

  // say shows a message; what the server's words quote between backticks
  // (a word as typed, a letter) shows as code, without them.
  const say = (text, cls) => {
    const m = $("msg");
    m.replaceChildren(...String(text || "").split("`").map((part, i) => {
      if (i % 2 === 0) return part;
      const c = document.createElement("code");
      c.textContent = part;
      return c;
    }));
    m.className = cls || "";
  };

  const fail = (text) => {
    $("title").textContent = t("fail.title");
    say(text, "bad");
    $("app").setAttribute("aria-busy", "false");
    $("entry").hidden = true;
    // No board to show: no empty board, zero score or "None yet" either.
    for (const sel of [".stats", "#boardwrap", ".wordrow", ".side"]) document.querySelector(sel).hidden = true;
  };

  // Tiles as letters, for the word shown and for tracing typed words.
  const face = (i) => (st.tiles[i] === "#" ? "" : st.tiles[i]);
  const wordOf = (p) => p.map(face).join("");
  const adjacent = (a, b) => {
    const n = st.size;
    return a !== b && Math.abs((a / n | 0) - (b / n | 0)) <= 1 && Math.abs((a % n) - (b % n)) <= 1;
  };
  // at is where tile i shows after the board's quarter turns: [row, col].
  // Turning is a view: tile indexes, paths and words never change.
  const at = (i) => {
    const n = st.size, r = i / n | 0, c = i % n;
    switch (turns) {
      case 1: return [c, n - 1 - r];
      case 2: return [n - 1 - r, n - 1 - c];
      case 3: return [n - 1 - c, r];
      default: return [r, c];
    }
  };
  // tileAtView is the tile shown at row r, column c, or -1.
  const tileAtView = (r, c) => {
    const n = st.size;
    if (r < 0 || c < 0 || r >= n || c >= n) return -1;
    for (let i = 0; i < n * n; i++) { const [a, b] = at(i); if (a === r && b === c) return i; }
    return -1;
  };

  // fold is w with the board's language's folds (State.fold: ß as ss).
  const fold = (w) => (st.fold ? [...w].map((ch) => st.fold[ch] ?? ch).join("") : w);

  // trace finds a path spelling w (each tile once), or null.
  // partial lets the word end inside a tile of several letters (q of Qu,
  // typed before its u).
  const trace = (w, partial) => {
    const n = st.tiles.length;
    const used = new Array(n).fill(false);
    const go = (i, k, p) => {
      if (k === w.length) return p;
      for (let x = 0; x < n; x++) {
        const f = face(x);
        if (used[x] || !f || (p.length && !adjacent(p[p.length - 1], x))) continue;
        if (partial && f.length > w.length - k && f.startsWith(w.slice(k))) return [...p, x];
        if (!w.startsWith(f, k)) continue;
        used[x] = true;
        const r = go(x, k + f.length, [...p, x]);
        if (r) return r;
        used[x] = false;
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
      if (st.dir) $("word").dir = st.dir;
    }
    const n = st.size;
    trail.innerHTML = path.length > 1
      ? `<polyline points="${path.map((i) => { const [r, c] = at(i); return `${(c + 0.5) * 94 / n + 3},${(r + 0.5) * 94 / n + 3}`; }).join(" ")}"/>`
      : "";
  };

  const clear = () => { path = []; show(); };

  // label is tile i's name for screen readers: its letter and where it
  // shows (row and column after the board's turns).
  const label = (i) => {
    const f = st.tiles[i];
    const [r, c] = at(i);
    return t("tile.label", { letter: f === "#" ? t("tile.blank") : shown(i), row: r + 1, col: c + 1 });
  };
  // shown is tile i as its die prints it: its face where the state gives
  // one (a German ß that spells ss), else its letters capitalised.
  const shown = (i) => {
    const f = st.tiles[i];
    if (st.faces && st.faces[i]) return st.faces[i];
    return f === "qu" ? "Qu" : f === "#" ? "" : f.length > 1 ? upper(f[0]) + f.slice(1) : upper(f);
  };
  // upper and lower case by the board's language's rules (st.lang): in
  // Turkish, I is the dotless ı's capital and İ the dotted i's.
  // iso isolates a right-to-left word in a left-to-right line (U+2068
  // FSI ... U+2069 PDI), so its points and the words after it keep their
  // places; other words are as they are.
  const iso = (w) => (st && st.dir ? "\u2068" + w + "\u2069" : w);
  const upper = (s) => s.toLocaleUpperCase(st && st.lang ? st.lang : undefined);
  const lower = (s) => s.toLocaleLowerCase(st && st.lang ? st.lang : undefined);
  // place puts every tile where the board's turns show it.
  const place = () => {
    [...board.children].forEach((b, i) => {
      const [r, c] = at(i);
      b.style.gridRow = String(r + 1);
      b.style.gridColumn = String(c + 1);
      delete b.dataset.label;
      b.setAttribute("aria-label", label(i));
    });
  };

  const drawBoard = () => {
    const n = st.size;
    $("turn").hidden = false; // no turning before there is a board (loading, a failure)
    board.style.gridTemplateColumns = `repeat(${n}, 1fr)`;
    board.style.gridTemplateRows = `repeat(${n}, 1fr)`;
    board.style.setProperty("--n", n); // the tiles' letters scale with the board (board.css)
    // The board's letters' language, so the browser cases them by its
    // rules (CSS uppercase of the word shown, Turkish i as İ).
    for (const el of [board, $("word"), typed]) {
      if (st.lang) el.lang = st.lang; else el.removeAttribute("lang");
    }
    // Persian's words read right to left, in the word made and the typing
    // field; the grid keeps the server's order, left to right.
    for (const el of [$("word"), typed]) {
      if (st.dir) el.dir = st.dir; else el.removeAttribute("dir");
    }
    if (st.dir) board.dir = "ltr"; else board.removeAttribute("dir");
    trail.setAttribute("viewBox", "0 0 100 100");
    board.replaceChildren(...st.tiles.map((f, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.i = i;
      b.textContent = shown(i);
      if (f === "#") { b.className = "blank"; b.disabled = true; }
      b.setAttribute("aria-pressed", "false");
      b.tabIndex = i === focusTile ? 0 : -1;
      return b;
    }));
    place();
  };

  // turn gives the board's view a quarter turn clockwise: the tiles move,
  // the word being made and its path stay (they are tiles, not places).
  const turn = () => {
    if (!st) return;
    turns = (turns + 1) % 4;
    place();
    show();
    if (lastHint) showHint(lastHint);
    board.classList.remove("turned");
    void board.offsetWidth; // restart the animation
    board.classList.add("turned");
    say(t("turned"), "");
  };

  const fmt = (ms) => {
    if (ms <= 0) return "0:00";
    const s = Math.ceil(ms / 1000);
    if (s >= 3600) return t("clock.hm", { h: s / 3600 | 0, m: String((s % 3600) / 60 | 0).padStart(2, "0") });
    return `${s / 60 | 0}:${String(s % 60).padStart(2, "0")}`;
  };

  let endSeen = false, endTries = 0;
  const tick = () => {
    if (!st) return;
    if (st.kind === "practice") {
      $("clock").textContent = t("clock.none");
      $("clockl").textContent = t("stat.practice");
      return;
    }
    const left = st.ends - (Date.now() + skew);
    const over = st.over || left <= 0;
    $("clock").textContent = over ? (st.kind === "round" ? t("clock.over") : t("clock.ended")) : fmt(left);
    $("clockl").textContent = over ? t("stat.time") : t("stat.left");
    $("clock").classList.toggle("low", st.kind === "round" && left < 30000 && !over); // the end is no alarm
    if (st.kind === "daily" && st.over) {
      const next = (st.next || 0) - (Date.now() + skew);
      $("endnext").textContent = t("next.today", { daily: t("cmd.daily") }) + (next > 0 ? " " + t("next.board", { time: fmt(next) }) : "");
    }
    if (st.kind === "daily") {
      $("nextboard").textContent = over ? t("next.today", { daily: t("cmd.daily") }) : t("next.board", { time: fmt(left) });
      // The day ends while the page is open: read its end screen, and
      // again while the server has not ended it yet (this device's clock
      // ahead of it) or the request failed: after 1, 2, 4... seconds, at
      // most 30 apart.
      if (over && !st.over && !endSeen) {
        endSeen = true;
        const again = () => { if (!st.over) endSeen = false; };
        setTimeout(() => load().then(again, again), Math.min(30000, 1000 * 2 ** endTries++));
      }
    }
  };

  // key is a found word as the game plays it (eleve), whatever spelling
  // shows (élevé): verdicts and live words match found words by it.
  const key = (w) => w.f || w.w;
  const render = (s, fresh) => {
    const first = !st || st.tiles.join() !== s.tiles.join() || st.lang !== s.lang;
    // The offset from the server's clock is taken from a state just read
    // (or an event's time, set by its handler), never from one kept: its
    // time is as old as the page's last read.
    if (s !== st) skew = s.now - Date.now();
    st = s;
    if (s.commands) over(Object.fromEntries(Object.entries(s.commands).map(([k, v]) => ["cmd." + k, v])));
    if (first) { drawBoard(); clear(); }
    $("title").textContent = s.title;
    $("who").textContent = s.hints ? tn("who.hints", s.hints, { name: s.player }) : t("who", { name: s.player });
    $("hintbtn").hidden = !s.canHint || !!s.over;
    $("points").textContent = s.points;
    $("pointsl").textContent = tn("stat.points", s.points);
    $("count").textContent = (s.found || []).length;
    $("help").textContent = t("help", { n: s.minLen }) +
      (s.kind === "round" && s.mode === "classic" ? " " + t("help.cancel") : "");
    if (s.kind === "round") {
      $("rank").textContent = s.players;
      $("rankl").textContent = tn("stat.players", s.players);
      $("countl").textContent = t("stat.all", { n: s.words ?? (s.found || []).length });
    } else {
      $("rank").textContent = s.rank ? `${s.rank}/${s.players}` : "–";
      $("rankl").textContent = t("stat.rank");
      $("countl").textContent = t("stat.of", { n: s.possible });
    }
    const ul = $("found");
    ul.dataset.empty = s.over ? t("found.over") : t("found.none");
    ul.replaceChildren(...(s.found || []).map((w) => {
      const li = document.createElement("li");
      li.dataset.word = w.w;
      li.append(iso(w.w));
      const b = document.createElement("b");
      b.textContent = `+${w.p}`;
      li.append(b);
      if (fresh && fresh.has(key(w))) li.className = "new";
      return li;
    }).reverse());
    foundBar(s);
    // A board that can no longer be played is a notice, not an error.
    if (s.ended) { say(s.ended, ""); }
    $("entry").hidden = !!s.over;
    if (s.results) results(s.results);
    if (s.hint && first) showHint(s.hint);
    if (s.kind !== "round") day(s);
    if (s.kind === "daily" && s.over) endDay(s);
    $("app").setAttribute("aria-busy", "false");
    tick();
  };

  // day fills "Your day": the score ladder, the share text, the review of
  // a day that has ended, and the ways to practise; while practising, the
  // way back.
  const day = (s) => {
    $("day").hidden = false;
    const lv = s.level || (s.review && s.review.level);
    const pts = s.review ? s.review.points : s.points;
    if (lv) {
      $("level").textContent = lv.next ? tn("level.next", lv.nextAt - pts, { level: lv.name, next: lv.next }) : t("level.top", { level: lv.name });
      dots($("ladder"), lv, pts);
    }
    // The day's top rung: every point on the board.
    if (lv && !lv.next && pts > 0 && !s.over && s.kind === "daily") cheer(t("cheer.queen"));
    // An ended day's level, share and words are on its end card.
    const ended = s.kind === "daily" && s.over;
    for (const id of ["level", "ladder", "nextboard"]) $(id).hidden = ended;
    const practising = s.kind === "practice";
    // The streak, its freezes and the season's race, worded by the server.
    $("standing").hidden = practising || !s.standing || ended;
    if (s.standing) $("standing").textContent = s.standing;
    // The reminder to play (as /remind sets it) and the daily post's
    // role (as its buttons join it), where the bot offers them.
    remindShow(practising ? null : s.remind);
    $("rolebox").hidden = practising || !s.role;
    $("sharebox").hidden = practising || !s.share || ended;
    if (s.share) $("share").textContent = s.share;
    $("nextboard").hidden = practising || ended;
    $("today").hidden = !practising;
    $("yesterday").hidden = practising || yesterdayShown;
    // An ended day is practised from its end screen, and yesterday's
    // board from its review.
    const which = yesterdayShown ? yesterdayDay : s.over ? s.day : 0;
    $("practise").hidden = practising || !which;
    $("practise").textContent = yesterdayShown ? t("btn.practise.yesterday") : t("btn.practise");
    if (practising) {
      $("review").hidden = true;
      say(t("practice.note"), "");
    } else if (s.review && !ended) review(s.review, t("review.day", { day: s.review.title }));
    else if (ended && !yesterdayShown) $("review").hidden = true;
  };
  // dots draws the score ladder as Spelling Bee does: a dot per rank on a
  // line, the ranks reached filled, the current one named.
  const dots = (el, lv, pts) => {
    let cur = 0;
    lv.ladder.forEach((r, i) => { if (pts >= r.at) cur = i; });
    el.replaceChildren(...lv.ladder.map((r, i) => {
      const d = document.createElement("span");
      d.className = "dot" + (i < cur ? " past" : i === cur ? " cur" : "");
      if (i === cur) d.textContent = r.name;
      return d;
    }));
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", t("level.value", { n: pts, max: lv.max, level: lv.name }));
  };
  // foundBar is the found words in view by the board: alphabetical, on
  // one line that a tap opens. Its place is kept before the first word
  // (invisible, out of the tab order), so the board never moves under a
  // finger when a word is found.
  const foundBar = (s) => {
    const ws = (s.found || []).map((w) => w.w).sort((a, b) => a.localeCompare(b, s.lang || undefined));
    const bar = $("foundbar");
    bar.hidden = false;
    bar.classList.toggle("none", !ws.length);
    bar.textContent = ws.length ? tn("bar.found", ws.length, { words: ws.map(iso).join(" · ") }) : "\u00a0";
  };
  $("foundbar").addEventListener("click", () => {
    const b = $("foundbar"), open = b.getAttribute("aria-expanded") !== "true";
    b.setAttribute("aria-expanded", String(open));
    b.classList.toggle("open", open);
  });
  // toast says something for a moment by the board (a rank reached).
  let toastTimer = 0;
  const toast = (text) => {
    const el = $("toast");
    el.textContent = text;
    el.hidden = false;
    el.classList.remove("pop"); void el.offsetWidth; el.classList.add("pop");
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { el.hidden = true; }, 2600);
  };
  const cheer = (text) => { const c = $("cheer"); c.textContent = text; c.hidden = false; };
  // traceWord lights a word's path on the board (a missed word, a word of
  // the results) and shows it above the board.
  const traceWord = (w, btn) => {
    const k = lower(w.f || w.w);
    const p = trace(k) || trace(fold(k)) || trace(bare(k)) || trace(bare(fold(k)));
    for (const b of document.querySelectorAll(".chips button[aria-pressed=true]")) b.setAttribute("aria-pressed", "false");
    if (!p) return;
    btn.setAttribute("aria-pressed", "true");
    path = p; flash = null; show();
    $("boardwrap").scrollIntoView({ block: "nearest", behavior: still.matches ? "auto" : "smooth" });
  };
  // chips are words as buttons that trace their paths; pts shows points.
  const chips = (el, words, pts, tap = traceWord) => {
    el.replaceChildren(...words.map((w) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.setAttribute("aria-pressed", "false");
      b.dataset.word = w.w;
      b.append(iso(w.w));
      if (pts && w.p !== undefined) { const e = document.createElement("b"); e.textContent = `+${w.p}`; b.append(e); }
      b.addEventListener("click", () => tap(w, b));
      li.append(b);
      return li;
    }));
  };
  // share sends text with the system's share sheet where there is one
  // (phones), else copies it.
  const copy = async (text) => {
    try { await navigator.clipboard.writeText(text); say(t("share.copied"), "ok"); }
    catch (e) { say(t("share.failed"), ""); }
  };
  let endText = "";
  $("endcopy").addEventListener("click", () => copy(endText));
  $("endshare").addEventListener("click", async () => {
    try { await navigator.share({ text: endText }); } catch (e) { /* dismissed */ }
  });
  // endCard fills the end card: the score, rank and words kept, the
  // share text's buttons, the best missed words to trace.
  const endCard = (o) => {
    const hadFocus = document.activeElement && document.activeElement.closest && document.activeElement.closest("#entry, #board");
    const wasHidden = $("end").hidden;
    $("end").hidden = false;
    document.body.classList.add("over");
    $("turn").hidden = true;
    $("endh").textContent = o.title;
    $("endpoints").textContent = o.points;
    $("endpointsl").textContent = tn("stat.points", o.points);
    $("endrank").textContent = o.rank;
    $("endwords").textContent = o.words;
    $("enddots").hidden = !o.level;
    $("endlevel").hidden = !o.level;
    if (o.level) {
      dots($("enddots"), o.level, o.points);
      $("endlevel").textContent = o.level.next ? tn("level.next", o.level.nextAt - o.points, { level: o.level.name, next: o.level.next }) : t("level.top", { level: o.level.name });
    }
    endText = o.share || "";
    $("endcopy").hidden = !endText;
    $("endshare").hidden = !endText || !navigator.share;
    $("endmissh").hidden = !(o.missed || []).length;
    chips($("endmissed"), o.missed || [], true);
    if (wasHidden && hadFocus) $("endh").focus();
  };
  const endDay = (s) => {
    const rv = s.review;
    endCard({ title: t("end.day", { day: rv ? rv.title : "" }), points: s.points, rank: s.rank ? `${s.rank}/${s.players}` : "–",
      words: (s.found || []).length, level: s.level, share: s.share, missed: rv ? rv.missed : [] });
    if (s.level && !s.level.next && s.points > 0) cheer(t("cheer.queen"));
  };
  let yesterdayShown = false, yesterdayDay = 0;
  // review shows a past day: the player's words and the best they
  // missed as chips, each tracing its path on that day's board, drawn
  // small beside them (the board above is another day's).
  const review = (rv, title) => {
    $("review").hidden = false;
    $("reviewh").textContent = title;
    $("revsum").textContent = rv.found.length
      ? tn("review.mine", rv.found.length, { possible: rv.possible, points: rv.points })
      : t("review.none", { possible: rv.possible });
    const mb = $("revboard"), n = rv.size || 0;
    mb.hidden = !n || !(rv.tiles || []).length;
    const named = t("review.board", { day: rv.title });
    mb.setAttribute("aria-label", named);
    mb.style.gridTemplateColumns = `repeat(${n}, 1fr)`;
    mb.replaceChildren(...(rv.tiles || []).map((f, i) => {
      const e = document.createElement("span");
      e.textContent = rv.faces && rv.faces[i] ? rv.faces[i] : f === "qu" ? "Qu" : f === "#" ? "" : upper(f[0]) + f.slice(1);
      if (f === "#") e.className = "blank";
      return e;
    }));
    const tap = (w, b) => {
      for (const x of document.querySelectorAll(".chips button[aria-pressed=true]")) x.setAttribute("aria-pressed", "false");
      const tiles = [...mb.children];
      for (const e of tiles) { e.classList.remove("on"); delete e.dataset.step; }
      if (!w.path || mb.hidden) return;
      b.setAttribute("aria-pressed", "true");
      w.path.forEach((i, k) => { if (tiles[i]) { tiles[i].classList.add("on"); tiles[i].dataset.step = k + 1; } });
      mb.setAttribute("aria-label", t("review.traced", { word: w.w, day: rv.title }));
    };
    chips($("revmine"), rv.found, true, tap);
    $("revmissedh").textContent = rv.missed.length ? t("review.missed") : t("review.nomiss");
    chips($("revmissed"), rv.missed, true, tap);
  };
  // The reminder's form: its time, and its timezone (the server's, this
  // device's, or one the player set in chat), set through /api/remind.
  let remindLast = "";
  const deviceZone = (() => { try { return Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { return ""; } })();
  const remindShow = (r) => {
    $("remindbox").hidden = !r;
    if (!r) return;
    const key = JSON.stringify(r);
    if (key === remindLast) return; // a state's update leaves a field being edited alone
    remindLast = key;
    $("remindsaid").textContent = r.said;
    $("remindtime").value = r.time;
    const opts = [["", t("remind.zone.server", { zone: r.local })]];
    if (deviceZone && deviceZone !== r.local) opts.push([deviceZone, t("remind.zone.yours", { zone: deviceZone })]);
    if (r.own && r.zone !== r.local && r.zone !== deviceZone) opts.push([r.zone, r.zone]);
    const want = r.own && r.zone !== r.local ? r.zone : "";
    $("remindzone").replaceChildren(...opts.map(([v, label]) => {
      const o = document.createElement("option");
      o.value = v; o.textContent = label; o.selected = v === want;
      return o;
    }));
    $("remindon").textContent = r.on ? t("remind.save") : t("remind.on");
    $("remindoff").hidden = !r.on;
  };
  const remindSend = async (body) => {
    const m = $("remindmsg");
    m.textContent = t("remind.saving"); m.className = "";
    try {
      const { ok, j } = await api("api/remind", body);
      if (!ok) { m.textContent = j.error; m.className = "bad"; return; }
      m.textContent = ""; m.className = "";
      if (st) st.remind = j;
      remindShow(j);
    } catch (e) { m.textContent = t("net.unreachable"); m.className = "bad"; }
  };
  $("remindform").addEventListener("submit", (e) => {
    e.preventDefault();
    remindSend({ on: true, time: $("remindtime").value, timezone: $("remindzone").value });
  });
  $("remindoff").addEventListener("click", () => remindSend({ on: false }));
  // The daily post's role: join or leave it through /api/role.
  const roleSend = async (join) => {
    const m = $("rolemsg");
    try {
      const { ok, j } = await api("api/role", { join });
      m.textContent = ok ? j.said : j.error; m.className = ok ? "ok" : "bad";
    } catch (e) { m.textContent = t("net.unreachable"); m.className = "bad"; }
  };
  $("rolejoin").addEventListener("click", () => roleSend(true));
  $("roleleave").addEventListener("click", () => roleSend(false));
  $("copy").addEventListener("click", async () => {
    try { await navigator.clipboard.writeText($("share").textContent); say(t("share.copied"), "ok"); }
    catch (e) {
      const r = document.createRange(); r.selectNodeContents($("share"));
      const sel = getSelection(); sel.removeAllRanges(); sel.addRange(r);
      say(t("share.select"), "");
    }
  });
  $("yesterday").addEventListener("click", async () => {
    try {
      const { ok, j } = await api("api/review");
      if (!ok) { say(j.error, "bad"); return; }
      review(j, t("review.yesterday", { day: j.title }));
      yesterdayShown = true;
      yesterdayDay = j.day;
      day(st); // yesterday's board is a tap away too
    } catch (e) { say(t("net.unreachable"), "bad"); }
  });
  // settle clears what the board shown last says of its last word (its
  // verdict above the board, the tiles' flash, the points rising): the
  // page turns to another board.
  const settle = () => {
    flash = null; sent = null; path = []; typed.value = "";
    for (const b of board.querySelectorAll(".sent, .f-ok, .f-dup, .f-bad")) b.classList.remove("sent", "f-ok", "f-dup", "f-bad");
    for (const e of document.querySelectorAll(".rise")) e.remove();
    $("word").textContent = "\u00a0";
    $("word").className = "";
    say("", "");
  };
  // practise turns the page to a past day's board; its words count in
  // practice only. today turns it back.
  $("practise").addEventListener("click", async () => {
    const d = yesterdayShown ? yesterdayDay : st.day;
    if (!d) return;
    const was = practice;
    practice = d;
    try {
      const { ok, j } = await api("api/state");
      if (!ok) { practice = was; say(j.error, "bad"); return; }
      yesterdayShown = false;
      lastHint = null;
      settle();
      $("hint").hidden = true;
      document.body.classList.remove("over");
      $("end").hidden = true; $("cheer").hidden = true;
      $("turn").hidden = false;
      render(j);
      rove(focusTile, true); // the board to play, in view
    } catch (e) { practice = was; say(t("net.unreachable"), "bad"); }
  });
  $("today").addEventListener("click", async () => {
    practice = 0;
    try {
      const { ok, j } = await api("api/state");
      if (!ok) { say(j.error, "bad"); return; }
      settle();
      render(j);
      if (j.hint) showHint(j.hint);
      rove(focusTile, true); // the board to play, in view
    } catch (e) { say(t("net.unreachable"), "bad"); }
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
    $("found").dataset.empty = t("found.over");
    const me = (r.standings || []).find((x) => st && x.id === st.playerId);
    $("standings").replaceChildren(...(r.standings || []).map((x) => {
      const li = document.createElement("li");
      const line = document.createElement("p");
      line.textContent = x.found === 0
        ? tn("standing.nowords", x.hints, { name: "\u2068" + x.name + "\u2069" })
        : tn("standing", x.points, { name: "\u2068" + x.name + "\u2069" }) + (x.hints ? tn("standing.hints", x.hints) : "");
      if (x.won) {
        line.append(" ");
        const w = document.createElement("span");
        w.className = "win";
        w.textContent = t("standing.winner");
        line.append(w);
      }
      li.append(line);
      if ((x.scored || []).length) {
        const ul = document.createElement("ul");
        ul.className = "chips";
        ul.setAttribute("aria-label", t("results.words", { name: x.name }));
        chips(ul, x.scored, true);
        li.append(ul);
      }
      if (x === me) li.className = "me";
      return li;
    }));
    // Nobody: a sentence, in line with the card's others, not a list item.
    $("standings").hidden = !(r.standings || []).length;
    $("nobody").hidden = !$("standings").hidden;
    const winners = (r.standings || []).filter((x) => x.won);
    $("winner").hidden = !winners.length;
    $("winner").textContent = me && me.won ? t("results.youwin") : t("results.winner", { name: winners.map((x) => "\u2068" + x.name + "\u2069").join(", ") });
    $("yours").textContent = me ? (me.scored.length ? tn("results.yours.n", me.points, { rank: me.rank, players: r.standings.length }) : t("results.yours.none")) : "";
    $("cancelledh").hidden = !r.cancelled.length;
    chips($("cancelled"), r.cancelled.map((w) => ({ w })), false);
    $("missedh").hidden = !(r.missed || []).length;
    $("missedh").textContent = t("results.missed.title", { n: r.total });
    chips($("missed"), r.missed || [], true);
    if (me) { $("points").textContent = me.points; $("pointsl").textContent = tn("stat.points", me.points); }
    const gone = new Set(r.cancelled || []);
    [...$("found").children].forEach((li) => {
      if (!gone.has(li.dataset.word)) return;
      li.classList.add("cancelled");
      li.title = t("word.cancelled.title");
      li.querySelector("b").textContent = t("word.cancelled");
    });
    if (hadFocus) $("resh").focus();
    $("turn").hidden = true; // nothing to turn for after the round
    if (me) {
      const share = [st.title, tn("end.round.share", me.points, { rank: me.rank, players: r.standings.length }), st.link].filter(Boolean).join("\n");
      // The round's missed words are the results' (below).
      endCard({ title: t("end.round"), points: me.points, rank: `${me.rank}/${r.standings.length}`, words: me.scored.length, share, missed: [] });
      if (me.won) { cheer(t("results.youwin")); if (feelOn) buzz([40, 60, 40, 60, 120]); }
    }
    tick();
  };

  const load = async () => {
    const { ok, j } = await api("api/state");
    if (!ok) return fail(j.error);
    render(j);
    if (!j.results && !j.over && j.kind !== "practice") follow();
  };

  // pump sends the queued words, all at once, one request at a time.
  const pump = async () => {
    if (sending || held || !queue.length) return;
    sending = true;
    // At most maxWords a request (the server refuses more): words typed
    // while the rate limit held the queue wait for the next.
    // One board a request: words entered in practice, still queued
    // when the player went back to the day (or the reverse), go to the
    // board they were entered on.
    let n = 0;
    while (n < queue.length && n < maxWords && queue[n].p === queue[0].p) n++;
    const batch = queue.splice(0, n);
    inflight = batch;
    try {
      const { ok, status, j } = await api("api/guess", body(batch));
      if (status === 429) {
        queue.unshift(...batch);
        held = true;
        say(j.error, "");
        setTimeout(() => { held = false; pump(); }, Math.max(j.retryMs || 1000, 300));
        return;
      }
      // Verdicts on a board no longer shown (practice left) are stored
      // and not shown: they would put that board back.
      if (batch[0].p === practice) {
        if (!ok) { say(j.error, "bad"); if (status === 409) load(); return; }
        verdicts(j);
      }
    } catch (e) {
      queue.unshift(...batch);
      say(t("net.retrying"), "warn");
      held = true;
      setTimeout(() => { held = false; pump(); }, 2000);
      return;
    } finally {
      sending = false;
      inflight = [];
    }
    pump();
  };
  // body is a request's words and when the first was entered (the
  // server's clock): a round judges them by it, within a bounded grace,
  // so a word entered before the buzzer counts.
  const body = (batch) => ({ words: batch.map((x) => x.w).join(" "), entered: Math.round(Math.min(...batch.map((x) => x.at))), practice: batch[0].p || 0 });
  // flush sends what is still queued or on its way when the page goes
  // (the tab closes, the phone locks): with keepalive, the browser sends
  // it after the page is gone. Words sent twice count once.
  let flushed = false;
  const flush = () => {
    const rest = [...inflight, ...queue];
    if (!rest.length) return;
    for (let i = 0; i < rest.length;) {
      let n = 0;
      while (i + n < rest.length && n < maxWords && rest[i + n].p === rest[i].p) n++;
      const b = body(rest.slice(i, i + n));
      i += n;
      try {
        fetch("api/guess", { method: "POST", keepalive: true, credentials: "same-origin",
          headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify(b) });
      } catch (e) { /* the page is going: nothing more to do */ }
    }
    queue = [];
    flushed = true;
  };
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
    else if (flushed) { flushed = false; load().catch(() => {}); } // their verdicts: the words found
  });

  // flashTiles lights tiles with a verdict (ok, dup, bad) for about
  // 300 ms: colour only under reduced motion.
  let sent = null;
  const flashTiles = (tiles, kind) => {
    for (const b of board.querySelectorAll(".sent")) b.classList.remove("sent");
    const bs = tiles.map((i) => board.children[i]).filter(Boolean);
    for (const b of bs) { b.classList.remove("f-ok", "f-dup", "f-bad"); void b.offsetWidth; b.classList.add("f-" + kind); }
    setTimeout(() => { for (const b of bs) b.classList.remove("f-" + kind); }, 320);
  };
  // rise shows +points rising from tile i.
  const rise = (i, p) => {
    const b = board.children[i];
    if (!b) return;
    const e = document.createElement("span");
    e.className = "rise";
    e.setAttribute("aria-hidden", "true");
    e.textContent = `+${p}`;
    const wr = $("boardwrap").getBoundingClientRect(), r = b.getBoundingClientRect();
    e.style.left = `${r.left - wr.left + r.width / 2}px`;
    e.style.top = `${r.top - wr.top}px`;
    $("boardwrap").append(e);
    e.addEventListener("animationend", () => e.remove());
    setTimeout(() => e.remove(), 800); // under reduced motion it does not rise
  };
  // feel is the verdict's sound and vibration, when the player turned
  // them on (off by default; the one setting, kept in this browser).
  let feelOn = false;
  try { feelOn = localStorage.getItem("bogglebot.feel") === "on"; } catch (e) { /* no storage here */ }
  let audio = null;
  const feel = (kind) => {
    if (!feelOn) return;
    buzz(kind === "ok" ? 25 : [30, 40, 30]);
    try {
      audio ||= new AudioContext();
      const o = audio.createOscillator(), g = audio.createGain();
      o.frequency.value = kind === "ok" ? 880 : kind === "dup" ? 520 : 220;
      g.gain.setValueAtTime(0.08, audio.currentTime);
      g.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.15);
      o.connect(g).connect(audio.destination);
      o.start(); o.stop(audio.currentTime + 0.16);
      window.bogglebotSound = kind; // what sounded last (tests)
    } catch (e) { /* no audio here */ }
  };
  const showFeel = () => {
    $("feel").setAttribute("aria-pressed", String(feelOn));
    $("feel").textContent = feelOn ? t("btn.feel.on") : t("btn.feel.off");
  };
  $("feel").addEventListener("click", () => {
    feelOn = !feelOn;
    try { localStorage.setItem("bogglebot.feel", feelOn ? "on" : "off"); } catch (e) { /* kept for this page only */ }
    showFeel();
    if (feelOn) feel("ok");
  });
  showFeel();

  const verdictOf = (x) => (has("v." + x.v) ? t("v." + x.v) : x.v);
  const verdicts = (j) => {
    // By the word the game plays (eleve), whatever spelling shows.
    const fresh = new Set(j.judgements.filter((x) => x.v === "accepted").map((x) => x.j || x.w));
    // A refused word: the server's reason, in the player's words.
    const parts = j.judgements.map((x) => (x.v === "accepted" ? t("verdict.accepted", { word: iso(x.w), n: x.p }) : x.why || t("verdict", { word: iso(x.w), verdict: verdictOf(x) })));
    const good = j.judgements.every((x) => x.v === "accepted");
    say(parts.join(" · "), good ? "ok" : fresh.size ? "" : "bad");
    // The verdict shows on the word itself: found lifts with its points,
    // already found nudges, anything else shakes.
    // Matched composed (NFC): a word typed decomposed (é as e and an
    // accent) comes back composed.
    const same = (a) => !!a && a.normalize() === flash.normalize();
    const mine = flash && j.judgements.find((x) => same(x.w) || same(x.t));
    if (mine) {
      // At the thumb: the path flashes its verdict, the points rise from
      // its last tile.
      const kind = mine.v === "accepted" ? "ok" : mine.v === "already found" ? "dup" : "bad";
      const tiles = sent && same(sent.w) ? sent.tiles : [];
      flashTiles(tiles, kind);
      if (kind === "ok" && tiles.length) rise(tiles[tiles.length - 1], mine.p);
      feel(kind);
    }
    if (mine && !path.length) {
      const el = $("word");
      el.textContent = mine.v === "accepted" ? t("verdict.accepted", { word: iso(mine.w), n: mine.p }) : mine.t || mine.w;
      // A Persian word with its points reads as the found list does: the
      // word, then +n on its right.
      if (st.dir) el.dir = mine.v === "accepted" ? "ltr" : st.dir;
      el.className = mine.v === "accepted" ? "ok lift" : mine.v === "already found" ? "dup nudge" : "bad shake";
    }
    const was = st && st.level && st.level.name, place = st && st.kind === "daily" ? st.rank : 0;
    render(j.state, fresh);
    // The hint in view follows the words found (what is left to find).
    if (j.state.hint && !$("hint").hidden) showHint(j.state.hint);
    const lv = j.state.level, now = j.state;
    // A rank reached on the ladder, else a place gained among the
    // day's players, is said by the board for a moment.
    const news = [];
    if (was && lv && lv.name !== was && fresh.size) news.push(lv.next ? t("toast.rank", { level: lv.name }) : t("cheer.queen"));
    if (place && now.kind === "daily" && now.rank && now.rank < place && fresh.size) news.push(t("toast.place", { rank: now.rank, players: now.players }));
    if (news.length) toast(news.join(" · "));
  };

  const submit = (w) => {
    // Sent as typed: the server lowercases by the language's rules and
    // quotes a refused word as the player typed it (IAG, not iag).
    w = (w || "").trim();
    if (!w || !st || st.over) return;
    // The word's tiles stay lit until its verdict flashes on them.
    sent = { w, tiles: [...path] };
    for (const i of path) board.children[i] && board.children[i].classList.add("sent");
    path = [];
    show();
    flash = w;
    $("word").textContent = w;
    // Not letters and too short are the server's to say: it reads
    // letters as the game does (a Hungarian cs tile is one letter, Qu
    // two, an accent none; the letter no die has named), and says why in
    // the player's words, quoting the word as typed.
    $("word").className = "wait";
    say("", "");
    queue.push({ w, at: Date.now() + skew, p: practice });
    pump();
  };

  // Dragging: pointer events cover touch and mouse. A tile joins the path
  // when the pointer is near its centre (so diagonals are easy), and going
  // back over the tile before the last undoes a step.
  const tileAt = (x, y, whole) => {
    const el = document.elementFromPoint(x, y);
    const b = el && el.closest && el.closest("#board button");
    if (!b || b.disabled) return -1;
    if (whole) return +b.dataset.i; // a tap: anywhere on the tile
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
  let undoTap = false;
  board.addEventListener("pointerdown", (e) => {
    if (!st || st.over || e.button > 0) return;
    const i = tileAt(e.clientX, e.clientY, true);
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
      say(t("new.word", { letter: shown(i) }), "");
    }
  });
  board.addEventListener("pointermove", (e) => {
    if (!dragging) return;
    const i = tileAt(e.clientX, e.clientY);
    if (i >= 0 && i !== downTile) moved = true;
    extend(i);
  });
  const up = () => {
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
    // The arrow keys move on the board as it shows (after its turns).
    const [r, c] = at(i);
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Home: [0, -c], End: [0, n - 1 - c] };
    if (e.key in moves) {
      e.preventDefault();
      const to = tileAtView(r + moves[e.key][0], c + moves[e.key][1]);
      if (to >= 0) rove(to, true);
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
    flash = null;
    if ($("msg").className !== "bad" || !held) say("", "");
    // The path of the word as the server reads it: the language's folds
    // (German ß as ss), else accents away.
    const w = lower(typed.value.replace(notLetters, ""));
    const tr = (x) => trace(x) || trace(x, true);
    path = notLetter.test(typed.value.trim()) ? [] : tr(w) || tr(fold(w)) || tr(bare(w)) || tr(bare(fold(w))) || [];
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
  $("turn").addEventListener("click", turn);
  // Typing anywhere goes to the word field.
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { typed.value = ""; flash = null; if (st) clear(); say("", ""); return; }
    if (e.target === typed || e.ctrlKey || e.metaKey || e.altKey || !st || st.over) return;
    if (oneLetter.test(e.key) && !(e.target instanceof HTMLInputElement) && !(e.target instanceof HTMLButtonElement && e.key === " ")) { typed.focus(); }
  });

  // follow reads the game's server-sent events (with fetch, so the
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
            if (lost) { lost = false; say(t("net.back"), ""); }
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
        if (!lost) { lost = true; say(t("net.lost"), "warn"); }
        await sleep(wait * (0.8 + Math.random() * 0.4));
        wait = Math.min(wait * 2, 8000);
        if (practice) continue; // the day's state is read when the player goes back
        try {
          const { ok, status, j } = await api("api/state");
          if (status === 401 || status === 404) { say(j.error, "bad"); return; }
          if (ok) { render(j); if (j.results) { say(t("net.back.over"), ""); return; } }
        } catch (e) { say(t("net.reconnecting"), "warn"); }
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
    if (!data || !st) return;
    const d = JSON.parse(data);
    if (name === "progress") {
      if (st.kind !== "round") return;
      Object.assign(st, { players: d.players, words: d.words, ends: d.ends, over: d.over, now: d.now });
      skew = d.now - Date.now();
      render(st);
      if (d.over) say(t("round.timeup"), "");
    } else if (name === "results") {
      results(d);
      const me = (d.standings || []).find((x) => x.id === st.playerId);
      say(me ? tn(me.won ? "round.won" : "round.you", me.points) : t("round.over"), "");
    } else if (name === "words" && d.player === st.playerId && st.kind !== "practice") {
      // Words this player entered elsewhere (chat, another tab).
      if (d.now) { st.now = d.now; skew = d.now - Date.now(); }
      const have = new Set((st.found || []).map(key));
      const fresh = new Set();
      for (const w of d.words || []) {
        if (have.has(key(w))) continue;
        st.found = [...(st.found || []), w];
        st.points += w.p;
        fresh.add(key(w));
      }
      if (fresh.size) render(st, fresh);
    } else if (name === "hint" && d.player === st.playerId && st.kind !== "practice" && d.hints > (st.hints || 0)) {
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
    say("", ""); // the hint is taken: its price's "tap again" is said no more
    showHint(j);
    load();
  };
  const showHint = (j) => {
    lastHint = j;
    const body = $("hintbody");
    body.replaceChildren();
    const p = (text) => { const e = document.createElement("p"); e.textContent = text; body.append(e); };
    [...board.children].forEach((b, i) => {
      b.classList.remove("hint"); delete b.dataset.heat; delete b.dataset.step;
      b.setAttribute("aria-label", label(i));
    });
    // note adds what a hint shows on a tile to its name, for screen readers.
    const note = (b, text) => b.setAttribute("aria-label", `${label(+b.dataset.i)}, ${text}`);
    $("hint").hidden = false;
    if (j.done) { p(t("hint.done")); return; }
    if (j.rung === 1) {
      p(tn("hint.table", j.left));
      const tb = document.createElement("table");
      const head = tb.insertRow();
      // The corner heads nothing: a plain cell (an empty header is an
      // accessibility fault).
      head.append(document.createElement("td"), ...j.lengths.map((l) => { const th = document.createElement("th"); th.textContent = l; return th; }));
      for (const r of j.rows) {
        const tr = tb.insertRow();
        const th = document.createElement("th");
        // The Qu tile's row says Qu, as the tile does.
        th.textContent = r.l.toLowerCase() === "q" && st.tiles.includes("qu") ? "Qu" : r.l;
        tr.append(th);
        r.c.forEach((n) => { tr.insertCell().textContent = n || "·"; });
      }
      body.append(tb);
    } else if (j.rung === 2) {
      p(tn("hint.heat", j.left));
      j.heat.forEach((n, i) => {
        const b = board.children[i];
        if (n && b) { b.dataset.heat = n; note(b, tn("tile.heat", n)); }
      });
    } else {
      p(t(j.rung === 4 ? "hint.path" : "hint.word", { n: j.length, prefix: j.prefix }));
      (j.path || []).forEach((i, k) => {
        const b = board.children[i];
        if (b) { b.classList.add("hint"); b.dataset.step = k + 1; note(b, t("tile.step", { n: k + 1 })); }
      });
    }
  };
  // A hint asks before it is spent: the first tap says what it costs,
  // a second within a few seconds spends it; taps while one is on its
  // way, or just after, spend nothing more.
  let hintAsk = 0, hintBusy = false, hintAskTimer = 0;
  const hintReset = () => {
    hintAsk = 0; $("hintbtn").textContent = t("btn.hint"); $("hintbtn").classList.remove("ask");
    if ($("msg").textContent === t("hint.ask").replaceAll("`", "")) say("", ""); // the offer is over
  };
  $("hintbtn").addEventListener("click", () => {
    if (hintBusy) return;
    if (!hintAsk) {
      hintAsk = 1;
      $("hintbtn").textContent = t("btn.hint.confirm");
      $("hintbtn").classList.add("ask");
      say(t("hint.ask"), "");
      clearTimeout(hintAskTimer);
      hintAskTimer = setTimeout(hintReset, 4000);
      return;
    }
    clearTimeout(hintAskTimer);
    hintBusy = true;
    hint().catch(() => say(t("net.unreachable"), "bad")).finally(() => {
      hintReset();
      setTimeout(() => { hintBusy = false; }, 800);
    });
  });

  setInterval(tick, 250);
  load().catch(() => fail(t("load.fail")));
}
