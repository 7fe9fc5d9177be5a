// guess: the phones' page. Plain JavaScript, no build step, nothing fetched from elsewhere.
// The server decides who this page is (Sources/GuessRoom/README-protocol.md): the room's public
// address asks who you are; `?player=NAME` opens as that player; the host's and board's pages live under
// their key (`<base href="/r/CODE/host/KEY/">`), so their socket is there too and the key goes nowhere else.
"use strict";
(function () {
  const root = document.documentElement;
  const kind = root.dataset.role; // "choose" (the public page), "host" or "board"
  const zh = root.lang.startsWith("zh");
  // zh-Hant: the page carries the Traditional of the Chinese texts below (Tools/hant/make_table.py).
  const hant = root.lang === "zh-Hant" ? JSON.parse(root.dataset.hant || "{}") : {};
  const tw = (text) => hant[text] || text;
  const T = zh ? {
    board: "大屏幕", host: "主持人", guest: "观众",
    whoAreYou: "你是谁？", justWatching: "只是观看", yourName: "你的名字", join: "加入", pickTeam: "选择队伍",
    dealt: "由主持人分队", colon: "：", right: "对", wrong: "错", undo: "撤销", pass: "跳过", taboo: "犯规", dontSay: "禁用词",
    passesLeft: (n) => tw("还可跳过 ") + n + tw(" 次"), start: "开始本回合", playAgainStart: "再来一局", pause: "暂停", resume: "继续",
    endTurn: "结束本回合", moreTime: "加时", correctHint: "点一个词更正判定（对、错、跳过）", quit: "结束游戏", yes: "结束游戏", no: "继续玩", quitQuestion: "结束游戏吗？",
    hostGameOver: "游戏已结束：主持人的终端关闭记分牌。",
    waiting: "等待主持人开始", getReady: "准备", paused: "已暂停", timesUp: "时间到", turnOver: "本回合结束", leadIn: "准备开始",
    gameOver: "游戏结束", winner: "获胜", tie: "平局", lastTurn: "上一回合", turn: (g, a, b) => tw("第 ") + g + tw(" 回合") + (b ? tw("（本队 ") + a + "/" + b + tw("）") : ""),
    connecting: "正在连接…", offline: "连接中断，正在重连…", help: "主持人正在查看帮助", playAgain: "再来一局？",
    tiers: { primary: "初级", middle: "中级", senior: "高级", complex: "复杂", custom: "自定义" }, noWord: "词在终端上",
    describes: (n) => tw("由") + n + tw("描述"), youDescribe: (n) => n + tw("：轮到你描述"),
    onAnotherPhone: (n) => n + tw("已在另一部手机上"), unknownPlayer: (n) => tw("没有叫") + n + tw("的玩家"), badName: "这个名字不能用",
    roomFull: "房间已满", handedAway: (n) => tw("主持人已把") + n + tw("交给另一部手机"), stale: "太迟了：那个词已经过去了", you: (n) => tw("你是") + n, chooseAgain: "重新选择",
    handOver: "交给其他手机", describeNext: "改由此人描述", players: "玩家", away: "离线", awayMark: (t) => tw("（") + t + tw("）"), joinHere: "手机扫码加入", ended: "游戏已结束", gone: "这局游戏已结束",
    tooLike: (n) => tw("这个名字和") + n + tw("太像了"), roomLocked: "房间已锁定：不能再加入", removed: "主持人已把这部手机移出本局",
    tooFast: "新玩家太多，请一分钟后再试", remove: "移出", lock: "锁定房间", unlock: "开放房间",
    tieBreak: "加赛", savePicture: "保存图片", yourLines: "你的成绩", neverDescribed: "这局你没有描述",
    described: (list) => tw("你描述了第 ") + list + tw(" 回合"), shownRight: (shown, right) => tw("出现 ") + shown + tw(" 个词，答对 ") + right + tw(" 个"),
    pace: (p) => tw("每分钟答对 ") + p + tw(" 个"), noPace: "不计速度：回合都短于 10 秒",
    fastest: (w, s) => tw("最快：") + w + tw("（") + s + tw(" 秒）"), guessed: (list) => tw("你在第 ") + list + tw(" 回合参与猜词"),
    listJoin: "、", waitForYourTurn: (t) => t + tw("：等待轮到你们"), yourTeamGuesses: (t) => t + tw("：你们来猜"),
  } : {
    board: "Board", host: "Host", guest: "Guest",
    whoAreYou: "Who are you?", justWatching: "Just watching", yourName: "Your name", join: "Join", pickTeam: "Pick a team",
    dealt: "Let the host deal", colon: ": ", right: "Right", wrong: "Wrong", undo: "Undo", pass: "Pass", taboo: "Taboo", dontSay: "Don't say",
    passesLeft: (n) => `${n} pass${n === 1 ? "" : "es"} left`, start: "Start the turn", playAgainStart: "Play again", pause: "Pause", resume: "Resume",
    endTurn: "End the turn", moreTime: "More time", correctHint: "Tap a word to correct its mark (right, wrong, pass)", quit: "End the game", yes: "Yes, end it", no: "Keep playing", quitQuestion: "End the game?",
    hostGameOver: "The game is over: the host's terminal closes the scoreboard.",
    waiting: "Waiting for the host to start", getReady: "Get ready", paused: "Paused", timesUp: "Time's up", turnOver: "Turn over", leadIn: "Get ready",
    gameOver: "Game over", winner: "Winner", tie: "Tie", lastTurn: "Last turn", turn: (g, a, b) => (b ? `turn ${g} (team turn ${a}/${b})` : `turn ${g}`),
    connecting: "Connecting…", offline: "Connection lost, reconnecting…", help: "The host is reading the help", playAgain: "Play again?",
    tiers: { primary: "primary", middle: "middle", senior: "senior", complex: "complex", custom: "custom" }, noWord: "The word is on the terminal",
    describes: (n) => `${n} describes`, youDescribe: (n) => `${n}: your turn to describe`,
    onAnotherPhone: (n) => `${n} is on another phone`, unknownPlayer: (n) => `No player is called ${n}`, badName: "That name cannot be used",
    roomFull: "The room is full", handedAway: (n) => `The host gave ${n} to another phone`, stale: "Too late: that word had gone", you: (n) => `You are ${n}`, chooseAgain: "Choose again",
    handOver: "Hand over", describeNext: "Describes next", players: "Players", away: "away", awayMark: (t) => ` (${t})`, joinHere: "Phones join here", ended: "The game has ended", gone: "This game has ended",
    tooLike: (n) => `That name is too like ${n}`, roomLocked: "The room is locked: no more players", removed: "The host removed this phone from the game",
    tooFast: "Too many new players: try again in a minute", remove: "Remove", lock: "Lock the room", unlock: "Open the room",
    tieBreak: "tie-break", savePicture: "Save picture", yourLines: "Your game", neverDescribed: "You did not describe in this game",
    described: (list) => `You described turn${list.includes(",") ? "s" : ""} ${list}`, shownRight: (shown, right) => `${shown} word${shown === 1 ? "" : "s"} shown, ${right} right`,
    pace: (p) => `${p} right a minute`, noPace: "no pace: turns under 10 s",
    fastest: (w, s) => `fastest: ${w} (${s} s)`, guessed: (list) => `You guessed in turn${list.includes(",") ? "s" : ""} ${list}`,
    listJoin: ", ", waitForYourTurn: (t) => `${t}: waiting for your turn`, yourTeamGuesses: (t) => `${t}: your team guesses`,
  };
  for (const texts of [T, T.tiers]) {
    for (const key of Object.keys(texts)) if (typeof texts[key] === "string") texts[key] = tw(texts[key]);
  }
  const app = document.getElementById("app");
  const params = new URLSearchParams(location.search);
  const base = new URL(document.baseURI).pathname; // /r/CODE/ (the public page)
  const room = base.replace(/\/$/, ""); // /r/CODE, the public address
  const wanted = kind === "choose" ? params.get("player") : null;
  const tokenKey = "guess:" + base + ":" + (wanted || "");

  // Small DOM helper: el("div", {class: "x"}, child, "text"). Text is always set as text, never as markup.
  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      // Styles through the CSSOM: the Content-Security-Policy forbids style attributes.
      if (name === "class") node.className = value; else if (name === "style") node.style.cssText = value; else node.setAttribute(name, value);
    }
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  let socket = null;
  let state = null;
  let you = null;
  let watching = kind !== "choose" || wanted !== null || sessionStorage.getItem("guess:watching:" + base) === "1";
  let lastSeconds = null;
  let wakeLock = null;
  let retry = 300;
  let stopped = null; // why the page stopped reconnecting: "full", "ended", "gone" (the room is no more)
  let toast = null;
  let toastTimer = null;

  const view = () => (state ? state.role : kind === "board" ? "board" : "guest");
  document.title = "guess · " + (kind === "host" ? T.host : kind === "board" ? T.board : wanted || T.guest);
  root.classList.add("role-" + (kind === "choose" ? "guest" : kind));

  function online() { return socket && socket.readyState === WebSocket.OPEN; }

  // A tap is sent now or never: taps made while offline are dropped, not queued for later.
  // The card's word as large as it fits on one to four lines, as the terminal breaks it: a CJK character is
  // about 1 em wide and a Latin letter about 0.6 em; a line wraps between CJK characters, at spaces, and inside a
  // long Latin word only when it must (a long word or line is never one shrinking line).
  function ems(text) { return [...text].reduce((sum, c) => sum + (c.codePointAt(0) > 0x2E80 ? 1 : 0.6), 0); }
  function wordSize(word) {
    const total = ems(word);
    const width = window.innerWidth * 0.88, height = window.innerHeight * 0.5;
    let best = 0;
    for (let lines = 1; lines <= 4; lines++) {
      // A line break rarely falls at the exact middle: leave a fifth for the longest line.
      const lineEms = lines === 1 ? total : (total / lines) * 1.2;
      best = Math.max(best, Math.min(width / Math.max(lineEms, 1), height / (1.1 * lines), window.innerWidth * 0.4));
    }
    return Math.floor(best);
  }

  // The word shrinks until the card holds it whole between the bar and the buttons (a short phone, a host's
  // remote with its rows of buttons): a few steps of a tenth, never below a third of its first size.
  function fitWord(scroll) {
    const word = scroll.querySelector("#word");
    if (!word) return;
    const first = parseFloat(word.style.fontSize);
    const over = () => scroll.scrollHeight > scroll.clientHeight + 1 || word.scrollWidth > word.clientWidth + 1;
    for (let size = first; over() && size > first / 3; ) {
      size = Math.floor(size * 0.9);
      word.style.fontSize = size + "px";
    }
  }

  // A word that breaks by meaning (the state's `wordParts`, the server's PhraseBreaks: an idiom's halves, a
  // 歇后语's two parts, two lines of verse) is laid out on one line, on its halves or on their halves, whichever
  // draws it largest: never broken elsewhere, never a character alone. Other words wrap as wordSize says.
  function wordLayout(word, parts) {
    if (!parts || !parts.length) return { size: wordSize(word), lines: null };
    const width = window.innerWidth * 0.88, height = window.innerHeight * 0.5;
    let best = null;
    for (const lines of [[word], parts.map((p) => p.join("")), parts.flat()]) {
      const widest = Math.max(...lines.map(ems), 1);
      const size = Math.floor(Math.min(width / widest, height / (1.1 * lines.length), window.innerWidth * 0.4));
      if (!best || size > best.size) best = { size, lines };
    }
    return best;
  }

  function send(action, n) {
    if (!online()) return;
    socket.send(JSON.stringify(n == null ? { do: action } : { do: action, n: n }));
  }

  function connect() {
    if (stopped || (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING))) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const query = new URLSearchParams();
    if (wanted) {
      query.set("player", wanted);
      const token = localStorage.getItem(tokenKey);
      if (token) query.set("token", token);
      if (params.get("team")) query.set("team", params.get("team"));
    }
    const suffix = query.toString() ? "?" + query.toString() : "";
    socket = new WebSocket(scheme + location.host + new URL("ws", document.baseURI).pathname + suffix);
    socket.onopen = () => { retry = 300; setOffline(false); };
    socket.onmessage = (message) => {
      let frame;
      try { frame = JSON.parse(message.data); } catch (error) { return; }
      if (frame.you) {
        // A player's phone that the room makes a guest (the host handed the player to another phone) is told so.
        const had = you && !you.refused && you.player;
        you = frame.you;
        if (had && !you.player && !you.refused) showToast(T.handedAway(had));
        if (you.token && wanted) localStorage.setItem(tokenKey, you.token);
        if (you.refused === "removed") localStorage.removeItem(tokenKey);
      } else if (frame.notice === "full") {
        stopped = "full";
      } else if (frame.notice === "ended") {
        stopped = "gone";
      } else if (frame.notice === "stale") {
        showToast(T.stale);
      } else if (frame.phase) {
        state = frame;
        if (state.phase === "finished") stopped = "ended";
      }
      render();
    };
    socket.onclose = (event) => {
      if (event.code === 4000) stopped = "full"; // the room is full: no retrying
      if (event.code === 4001) stopped = "gone"; // a game the server ended earlier: its room is no more
      setOffline(true);
      // A game that ended (or a room that is full) stays as it is: no retrying.
      if (state && (state.phase === "finished" || state.phase === "gameOver")) stopped = stopped || "ended";
      if (stopped) { render(); return; }
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 2000);
    };
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") { retry = 300; connect(); keepAwake(); }
  });

  // A lost connection shows at once: a banner, disabled buttons, a grey clock.
  function setOffline(offline) {
    document.body.classList.toggle("offline", offline);
    for (const node of document.querySelectorAll("button")) node.disabled = offline;
    render();
  }

  function showToast(text) {
    toast = text;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toast = null; render(); }, 2500);
  }

  // The screen stays on while this phone holds the describer's card (Wake Lock needs a secure page).
  async function keepAwake() {
    const want = state && ["leadIn", "playing", "paused"].includes(state.phase) && (view() === "describer" || view() === "host");
    try {
      if (want && !wakeLock && navigator.wakeLock) {
        wakeLock = await navigator.wakeLock.request("screen");
        wakeLock.addEventListener("release", () => { wakeLock = null; });
      } else if (!want && wakeLock) {
        await wakeLock.release();
        wakeLock = null;
      }
    } catch (error) { wakeLock = null; }
  }

  function clockText(seconds) {
    const minutes = Math.floor(seconds / 60);
    return minutes + ":" + String(seconds % 60).padStart(2, "0");
  }

  // What this page may do now: the state's `actions`, which the server derives from RoomRules (the one
  // table of who may do what). A button is drawn only for an action in it; nothing here decides who may.
  function may(action) { return !!state && (state.actions || []).includes(action); }

  function button(action, label, extra, n) {
    const node = el("button", { type: "button", "data-do": action, class: "button " + action + (extra ? " " + extra : "") }, label);
    if (n != null) node.dataset.n = n;
    node.disabled = !online();
    node.addEventListener("click", () => send(action, n));
    return node;
  }

  // The public page before a choice: the teams' named players as buttons and "just watching"; where the
  // teams name no players, a name and a team.
  function chooser() {
    const players = (state && state.players) || [];
    const named = players.filter((p) => p.named);
    const watch = el("button", { type: "button", class: "button role", id: "just-watching" }, T.justWatching);
    watch.addEventListener("click", () => { sessionStorage.setItem("guess:watching:" + base, "1"); watching = true; render(); });
    if (state && state.locked) {
      return el("div", { class: "card chooser" }, el("h1", {}, T.whoAreYou), el("p", { id: "locked" }, T.roomLocked), watch);
    }
    if (named.length) {
      return el("div", { class: "card chooser" }, el("h1", {}, T.whoAreYou),
        el("nav", { class: "roles" }, ...named.map((p) =>
          el("a", { href: room + "?player=" + encodeURIComponent(p.name), class: "role player" + (p.held ? " held" : ""), "data-player": p.name },
            el("strong", {}, p.name), p.team ? el("span", {}, p.team) : null)), watch));
    }
    const name = el("input", { type: "text", id: "name", maxlength: "40", placeholder: T.yourName, autocomplete: "nickname" });
    const teams = (state && state.teams) || [];
    const team = teams.length ? el("select", { id: "team" }, el("option", { value: "" }, T.dealt),
      ...teams.map((t, i) => el("option", { value: String(i) }, t))) : null;
    const go = el("button", { type: "submit", class: "button go", id: "join" }, T.join);
    const form = el("form", { class: "join" }, name, team, go);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const typed = name.value.trim();
      if (!typed) return;
      const query = new URLSearchParams({ player: typed });
      if (team && team.value !== "") query.set("team", team.value);
      location.search = "?" + query.toString();
    });
    return el("div", { class: "card chooser" }, el("h1", {}, T.whoAreYou), form, watch);
  }

  // The host's remote between turns: the words of the turn that just ended, a tap changing a mark in turn
  // (right, wrong, pass), and a point more or less for each team.
  function review() {
    if (!may("fix") || !state.review || !state.review.length) return null;
    const marks = { correct: "✓", wrong: "✗", passed: "»", taboo: "⊘", unanswered: "·" };
    return el("div", { class: "review", id: "review" }, el("p", {}, T.correctHint),
      ...state.review.map((entry, index) =>
        button("fix", (marks[entry.result] || "") + " " + entry.word, "mark-" + entry.result, index)));
  }

  function points() {
    if (!(may("bonus") || may("penalty")) || !state.scoreboard.length) return null;
    return el("div", { class: "points", id: "points" }, ...state.scoreboard.map((line) => {
      const index = state.teams.indexOf(line.team);
      return el("p", {}, el("span", { class: "team" }, line.team + " " + line.score + " "),
        may("penalty") ? button("penalty", "−1", "", index) : null, may("bonus") ? button("bonus", "+1", "", index) : null);
    }));
  }

  // The host's list of players: hand one over (their phone lets go), remove a phone (it may not claim again),
  // pick who describes the waiting turn; and lock the room (no new claims) or open it again.
  function roster() {
    if (!state.players || !["handOver", "remove", "pickDescriber", "lock", "unlock"].some(may)) return null;
    // One lock button: "open the room" while it is locked, "lock the room" while it is open.
    const lock = state.locked ? (may("unlock") ? button("unlock", T.unlock, "", null) : null)
      : (may("lock") ? button("lock", T.lock, "", null) : null);
    if (lock) lock.id = "lock";
    // Per player, what there is to do to it: hand over a held player, remove a phone's (or a joined) player,
    // pick another of the waiting team to describe.
    return el("div", { class: "roster", id: "roster" }, el("p", {}, T.players, " ", lock),
      ...state.players.map((p, index) => el("p", { class: p.present ? "" : "away" },
        el("span", { class: "team" }, p.name + (p.team ? " · " + p.team : "") + (p.present ? "" : T.awayMark(T.away))),
        may("handOver") && p.held ? button("handOver", T.handOver, "", index) : null,
        may("remove") && (p.held || !p.named) ? button("remove", T.remove, "", index) : null,
        may("pickDescriber") && p.team === state.team && p.name !== state.describer ? button("pickDescriber", T.describeNext, "", index) : null)));
  }

  // The scoreboard: the team playing highlighted, and once the game is over its winners (not the last to play).
  function scoreboard() {
    if (!state.scoreboard.length) return null;
    const over = ["gameOver", "finished"].includes(state.phase);
    const marked = (team) => (over ? (state.winners || []).includes(team) : team === state.team);
    return el("ol", { class: "scoreboard" + (over ? " final" : ""), id: "scoreboard" }, ...state.scoreboard.map((line) =>
      el("li", { class: marked(line.team) ? (over ? "up winner-row" : "up") : "", "data-team": line.team },
        el("span", { class: "team" }, (over && marked(line.team) ? "★ " : "") + line.team), el("span", { class: "score" }, line.score))));
  }

  function lastTurn() {
    if (!state.last) return null;
    return el("p", { class: "last", id: "last" }, T.lastTurn + (state.last.team ? " · " + state.last.team : "") + T.colon,
      el("span", { class: "ok" }, "✓ " + state.last.correct), "  ", el("span", { class: "no" }, "✗ " + state.last.wrong));
  }

  function header() {
    const over = ["gameOver", "finished", "playAgain"].includes(state.phase);
    const warn = state.phase === "playing" && state.warningSeconds > 0 && state.secondsLeft <= state.warningSeconds;
    // Over: the counts of the last turn would be stale, and the results say it all.
    if (over) return null;
    const heading = state.team ? state.team + (state.describer ? " · " + T.describes(state.describer) : "") +
      (state.tieBreak ? " · " + T.tieBreak : state.turn ? " · " + T.turn(state.gameTurn || state.turn, state.turn, state.turnsPerTeam) : "") : "";
    return el("header", { class: "bar" },
      el("span", { class: "count ok", id: "correct" }, "✓ " + state.correct),
      over ? el("span", { class: "clock", id: "clock" }, "")
        // The lead-in counts 3 2 1 on its card, with no clock beside it.
        : state.phase === "leadIn" ? null
        : el("span", { class: "clock" + (warn ? " warn" : ""), id: "clock" }, clockText(state.secondsLeft)),
      el("span", { class: "count no", id: "wrong" }, "✗ " + state.wrong),
      heading && !over ? el("span", { class: "heading", id: "team" }, heading) : null);
  }

  // The board's corner: the players' address and its QR code, for late joiners.
  function joinCorner() {
    // Not once the game is over: the results need the room, and there is nothing left to join.
    if (view() !== "board" || !state.joinAddress || ["gameOver", "finished"].includes(state.phase)) return null;
    const corner = el("aside", { class: "join-corner", id: "join-corner" });
    if (state.joinQR && state.joinQR.length) {
      const size = state.joinQR.length;
      const scale = 4;
      const canvas = el("canvas", { width: String((size + 4) * scale), height: String((size + 4) * scale), id: "join-qr" });
      const pen = canvas.getContext("2d");
      pen.fillStyle = "#fff";
      pen.fillRect(0, 0, canvas.width, canvas.height);
      pen.fillStyle = "#000";
      state.joinQR.forEach((row, y) => [...row].forEach((cell, x) => {
        if (cell === "1") pen.fillRect((x + 2) * scale, (y + 2) * scale, scale, scale);
      }));
      corner.append(canvas);
    }
    corner.append(el("p", {}, T.joinHere), el("p", { class: "address", id: "join-address" }, state.joinAddress));
    return corner;
  }

  function banner() {
    if (stopped === "full") return el("p", { class: "banner", id: "banner" }, T.roomFull);
    if (stopped === "gone") return el("p", { class: "banner", id: "banner" }, T.gone);
    if (stopped === "ended") return null;
    if (document.body.classList.contains("offline") && state) return el("p", { class: "banner", id: "banner" }, T.offline);
    if (toast) return el("p", { class: "banner toast", id: "toast" }, toast);
    if (you && you.refused) {
      const text = you.refused === "held" ? T.onAnotherPhone(you.player) : you.refused === "unknown" ? T.unknownPlayer(you.player) :
        you.refused === "full" ? T.roomFull : you.refused === "like" ? T.tooLike(you.like) :
        you.refused === "locked" ? T.roomLocked : you.refused === "removed" ? T.removed : you.refused === "tooFast" ? T.tooFast : T.badName;
      return el("p", { class: "banner", id: "refused" }, text, " ", el("a", { href: room, id: "choose-again" }, T.chooseAgain));
    }
    return null;
  }

  function finalCard() {
    const results = state.results;
    if (!results) {
      const winners = state.winners || [];
      return el("div", { class: "card" }, el("h1", {}, T.gameOver),
        winners.length ? el("p", { class: "winner", id: "winner" }, (winners.length > 1 ? T.tie : T.winner) + T.colon + winners.join(" · ")) : null,
        lastTurn());
    }
    // The line `history show` ends with: the winner, a tie, or why there is none.
    const line = el("p", { class: results.winners.length ? "winner" : "no-winner", id: "winner", "data-ending": results.ending }, results.line);
    if (view() === "board") {
      // Two columns, the whole evening on one screen: the outcome (podium, every team's row, the moments) on
      // the left, the charts on the right, each scaled to the room it has.
      return el("div", { class: "card results", id: "results" },
        el("div", { class: "outcome" }, el("h1", {}, T.gameOver), line, podium(results), scoreboard(), moments(results), ratings(results)),
        el("div", { class: "charts" },
          el("section", { class: "chart score" }, el("h2", {}, results.labels.scoreByTurn), svgNode(results.scoreChart)),
          el("section", { class: "chart describers" }, el("h2", {}, results.labels.describers),
            results.describerChart ? svgNode(results.describerChart) : el("p", {}, results.labels.noDescribers))));
    }
    const mine = me(results);
    const save = el("button", { type: "button", class: "button save", id: "save-picture" }, T.savePicture);
    save.addEventListener("click", () => savePicture(results, mine));
    // The host's remote keeps what it is sent while the final scoreboard is up (correct the last turn, give
    // points); no Start, no End the game.
    return el("div", { class: "card results", id: "results" }, el("h1", {}, T.gameOver), line, mine ? ownLines(results, mine) : null,
      podium(results), save, review(), points());
  }

  // The podium: the first three places (equal scores share a place), best first.
  function podium(results) {
    return el("ol", { class: "podium", id: "podium" }, ...results.standings.filter((s) => s.place <= 3).map((s) =>
      el("li", { class: "place-" + s.place + (s.winner ? " winning" : ""), "data-place": s.place, "data-team": s.team, "data-score": s.score },
        el("span", { class: "rank" }, s.placeText), el("span", { class: "team" }, s.team), el("span", { class: "score" }, s.scoreText))));
  }

  // What the game did to its league: each player's rating before and after it (none when it counts in none).
  function ratings(results) {
    if (!results.ratings || !results.ratings.length || !results.labels.ratings) return null;
    return el("section", { class: "ratings", id: "ratings" }, el("h2", {}, results.labels.ratings),
      el("ol", {}, ...results.ratings.map((r) =>
        el("li", { "data-player": r.name, "data-before": r.before, "data-after": r.after, "data-change": r.change },
          el("strong", {}, r.name), " " + r.before + " → " + r.after + " · " + r.change))));
  }

  function moments(results) {
    return el("dl", { class: "moments", id: "moments" }, ...results.moments.flatMap((m) => [
      el("dt", {}, m.label),
      m.value != null
        ? el("dd", { "data-moment": m.kind, "data-value": m.value }, el("strong", {}, m.headline), " · " + m.detail)
        : el("dd", {}, m.detail)]));
  }

  // A chart the server drew (the report's own charts), made here element by element: no markup is parsed.
  const SVG = "http://www.w3.org/2000/svg";
  const svgTags = new Set(["svg", "g", "defs", "pattern", "line", "polyline", "polygon", "rect", "circle", "text"]);
  function svgNode(node) {
    if (!node || !svgTags.has(node.n)) return null;
    const made = document.createElementNS(SVG, node.n);
    for (const [name, value] of node.a || []) {
      if (/^on|href$/i.test(name)) continue;
      if (name === "style") made.style.cssText = value; else made.setAttribute(name, value);
    }
    if (node.t != null) made.textContent = node.t;
    for (const child of node.c || []) { const drawn = svgNode(child); if (drawn) made.append(drawn); }
    return made;
  }

  // This phone's player's own lines, when it holds a player.
  function me(results) {
    const name = you && !you.refused && you.player;
    return name ? results.players.find((p) => p.name === name) || null : null;
  }

  function ownLines(results, mine) {
    const standing = results.standings.find((s) => s.team === mine.team);
    const lines = [];
    if (mine.described.length) {
      lines.push(el("p", { id: "own-described", "data-turns": mine.described.join(",") }, T.described(mine.described.join(T.listJoin))));
      lines.push(el("p", { id: "own-counts", "data-shown": mine.shown, "data-correct": mine.correct }, T.shownRight(mine.shown, mine.correct)));
      lines.push(el("p", { id: "own-pace", "data-value": mine.pace == null ? "" : mine.pace }, mine.pace == null ? T.noPace : T.pace(Number(mine.pace).toFixed(1))));
      if (mine.fastestWord) lines.push(el("p", { id: "own-fastest", "data-value": mine.fastestSeconds }, T.fastest(mine.fastestWord, Number(mine.fastestSeconds).toFixed(1))));
    } else {
      lines.push(el("p", { id: "own-described" }, T.neverDescribed));
    }
    if (mine.guessed.length) lines.push(el("p", { id: "own-guessed", "data-turns": mine.guessed.join(",") }, T.guessed(mine.guessed.join(T.listJoin))));
    // Their league rating before and after tonight, when the game counts in a league.
    const rating = (results.ratings || []).find((r) => r.name === mine.name);
    if (rating && results.labels.ratings) {
      lines.push(el("p", { id: "own-rating", "data-before": rating.before, "data-after": rating.after, "data-change": rating.change },
        results.labels.ratings + T.colon + rating.before + " → " + rating.after + " · " + rating.change));
    }
    return el("section", { class: "own", id: "own" }, el("h2", {}, T.yourLines),
      standing ? el("p", { class: "own-team", id: "own-team", "data-place": standing.place, "data-score": standing.score },
        el("strong", {}, mine.team), " · " + standing.placeText + " · " + standing.scoreText) : null, ...lines);
  }

  // The podium card as a picture (1080×1350, the size a chat shows whole), drawn here and saved as PNG.
  const cardWidth = 1080, cardHeight = 1350;
  function savePicture(results, mine) {
    const canvas = document.createElement("canvas");
    canvas.width = cardWidth;
    canvas.height = cardHeight;
    const pen = canvas.getContext("2d");
    const font = (size, weight) => weight + " " + size + "px system-ui, \"Noto Sans CJK SC\", sans-serif";
    const fit = (text, max, size, weight) => {
      for (; size > 18; size -= 2) { pen.font = font(size, weight); if (pen.measureText(text).width <= max) break; }
      return text;
    };
    pen.fillStyle = "#111";
    pen.fillRect(0, 0, cardWidth, cardHeight);
    pen.textAlign = "center";
    pen.fillStyle = "#f4f4f4";
    pen.font = font(64, 800);
    pen.fillText("guess · " + T.gameOver, cardWidth / 2, 130);
    pen.fillStyle = "#fd5";
    pen.fillText(fit(results.line, 980, 56, 700), cardWidth / 2, 230);
    // Three blocks: second, first, third; equal places stand equally high.
    const top = results.standings.filter((s) => s.place <= 3);
    const order = [top.find((s, i) => i === 1), top[0], top.find((s, i) => i === 2)];
    const heights = { 1: 520, 2: 400, 3: 300 };
    order.forEach((s, column) => {
      if (!s) return;
      const x = 60 + column * 330, width = 300, height = heights[s.place] || 300, y = 1120 - height;
      pen.fillStyle = s.winner ? "#fd5" : "#445";
      pen.fillRect(x, y, width, height);
      pen.strokeStyle = "#f4f4f4";
      pen.lineWidth = s.place === 1 ? 8 : 4;
      pen.setLineDash(s.place === 3 ? [18, 10] : []);
      pen.strokeRect(x, y, width, height);
      pen.fillStyle = s.winner ? "#111" : "#f4f4f4";
      pen.fillText(fit(s.placeText, width - 30, 64, 800), x + width / 2, y + 100);
      pen.fillText(fit(s.team, width - 30, 52, 700), x + width / 2, y + 190);
      pen.font = font(44, 600);
      pen.fillText(s.scoreText, x + width / 2, y + 260);
    });
    pen.setLineDash([]);
    if (mine) {
      const standing = results.standings.find((s) => s.team === mine.team);
      pen.fillStyle = "#f4f4f4";
      const text = mine.name + " · " + mine.team + (standing ? " · " + standing.placeText : "") +
        (mine.described.length ? " · " + T.shownRight(mine.shown, mine.correct) : "");
      pen.fillText(fit(text, 980, 44, 600), cardWidth / 2, 1210);
    }
    canvas.toBlob((blob) => {
      if (!blob) return;
      const link = el("a", { href: URL.createObjectURL(blob), download: "guess-results.png", id: "picture-link" });
      document.body.append(link);
      link.click();
      setTimeout(() => { URL.revokeObjectURL(link.href); link.remove(); }, 5000);
    }, "image/png");
  }

  // What sits in the middle: the word for the describer and host, the cards for everyone else.
  function middle() {
    const mine = view() === "describer";
    switch (state.phase) {
      case "waiting":
        return el("div", { class: "card" }, el("h1", {}, state.team ? T.getReady + T.colon + state.team : T.waiting),
          state.describer ? el("p", { class: "describer", id: "describer" },
            mine || (you && !you.refused && you.player === state.describer) ? T.youDescribe(state.describer) : T.describes(state.describer)) : null,
          state.team ? el("p", {}, T.waiting) : null, yourTurn(), lastTurn(), review(), points(), roster());
      case "leadIn":
        return el("div", { class: "card lead" }, el("p", {}, T.leadIn), el("h1", { class: "big", id: "countdown" }, state.countdown));
      case "paused": return el("div", { class: "card" }, el("h1", {}, T.paused), yourTurn(), roster());
      case "help": return el("div", { class: "card" }, el("h1", {}, T.help));
      case "quitQuestion": return el("div", { class: "card" }, el("h1", {}, T.quitQuestion));
      case "timesUp": {
        const byTime = state.last && state.last.endedBy === "time";
        return el("div", { class: "card" }, el("h1", { id: "turn-end" }, byTime ? T.timesUp : T.turnOver), lastTurn(), review(), points(), roster());
      }
      case "playAgain": return el("div", { class: "card" }, el("h1", {}, T.playAgain), lastTurn(), review());
      case "gameOver": case "finished": return finalCard();
      default: break;
    }
    if (state.word) {
      const layout = wordLayout(state.word, state.wordParts);
      return el("div", { class: "card word-card" },
        el("div", { class: "word" + (layout.lines ? " parted" : ""), id: "word", lang: zh ? "zh" : "en", style: `font-size:${layout.size}px` },
          ...(layout.lines ? layout.lines.map((line) => el("span", { class: "line" }, line)) : [state.word])),
        state.reading || state.gloss
          ? el("div", { class: "reading", id: "reading" }, [state.reading, state.gloss].filter(Boolean).join(" · ")) : null,
        state.tier ? el("div", { class: "tier", id: "tier" }, T.tiers[state.tier] || state.tier) : null,
        state.taboo && state.taboo.length
          ? el("div", { class: "taboo", id: "taboo" }, T.dontSay + T.colon + state.taboo.join(zh ? "、" : ", ")) : null);
    }
    if (mine || view() === "host") return el("div", { class: "card" }, el("p", {}, T.noWord));
    return el("div", { class: "card" }, state.team ? el("h1", { class: "up-now" }, state.team) : null,
      state.describer ? el("p", { class: "describer", id: "describer" }, T.describes(state.describer)) : null, yourTurn(), lastTurn());
  }

  // A player's phone that does not describe says where its team stands: guessing now, or waiting for its turn
  // (whose turn it is and who describes are on the card above).
  function yourTurn() {
    const name = you && !you.refused && you.player;
    if (!name || !state.team || view() === "describer" || view() === "host") return null;
    const seat = (state.players || []).find((p) => p.name === name);
    if (!seat || !seat.team || name === state.describer) return null;
    return el("p", { class: "your-turn", id: "your-turn", "data-team": seat.team },
      seat.team === state.team ? T.yourTeamGuesses(seat.team) : T.waitForYourTurn(seat.team));
  }

  function controls() {
    const rows = [];
    // The answers name the word on the card (the server sends them only with it).
    const n = state.wordIndex;
    const answers = [may("wrong") ? button("wrong", "✗ " + T.wrong, "", n) : null, may("right") ? button("right", "✓ " + T.right, "", n) : null].filter(Boolean);
    if (answers.length) rows.push(el("div", { class: "answers" }, ...answers));
    const noPasses = state.passesLeft === 0;
    const passLabel = "» " + T.pass + (state.passesLeft != null ? " (" + state.passesLeft + ")" : "");
    const small = [may("pass") ? button("pass", passLabel, noPasses ? "dim" : "", n) : null,
      may("taboo") ? button("taboo", "⊘ " + T.taboo, "", n) : null,
      may("undo") ? button("undo", "↶ " + T.undo, state.canUndo ? "" : "dim") : null].filter(Boolean);
    if (small.length) rows.push(el("div", { class: "small" }, ...small));
    // The game's buttons (the host's remote): the server's list, in its order. Their names: HostAction's.
    const labels = {
      start: () => ["▶ " + (state.phase === "playAgain" ? T.playAgainStart : T.start), "go"],
      pause: () => [state.phase === "paused" ? "▶ " + T.resume : "⏸ " + T.pause, ""],
      moreTime: () => ["⏱ " + T.moreTime, ""], endTurn: () => ["⏭ " + T.endTurn, ""],
      quit: () => ["■ " + T.quit, "danger"], yes: () => [T.yes, "danger"], no: () => [T.no, ""],
    };
    const row = [];
    for (const action of state.actions || []) {
      if (labels[action]) { const [label, kind] = labels[action](); row.push(button(action, label, kind)); }
    }
    if (view() === "host" && state.phase === "gameOver") row.push(el("p", { class: "hint" }, T.hostGameOver));
    if (row.length) rows.push(el("div", { class: "small host-row" }, ...row));
    return rows.length ? el("footer", { class: "controls" }, ...rows) : null;
  }

  // The buttons are kept across renders while they stay the same, so that a tap that spans a clock tick
  // lands on the button it started on.
  let shownChooserKey = "";
  let shownControls = null;
  let shownControlsKey = "";

  function render() {
    if (!state) {
      const notice = stopped === "full" ? T.roomFull : stopped === "gone" ? T.gone : T.connecting;
      app.replaceChildren(el("p", { class: "notice", id: "notice" }, notice));
      return;
    }
    if (kind === "choose" && !watching) {
      // Drawn again only when the players or teams change, so that a name being typed stays.
      const chooserKey = JSON.stringify([state.players, state.teams, you, stopped]);
      if (chooserKey !== shownChooserKey) {
        shownChooserKey = chooserKey;
        app.replaceChildren(...[banner(), chooser()].filter(Boolean));
      }
      return;
    }
    root.classList.toggle("holds-card", view() === "describer");
    const over = state.phase === "gameOver" || state.phase === "finished";
    const showsBoard = view() === "board" || view() === "guest" || over;
    const fresh = stopped ? null : controls();
    const buttonsKey = fresh ? fresh.outerHTML + online() : "";
    if (buttonsKey !== shownControlsKey) {
      shownControls = fresh;
      shownControlsKey = buttonsKey;
    }
    const who = you && you.player && !you.refused ? el("p", { class: "you", id: "you" }, T.you(you.player)) : null;
    // The page is the window's height: the bar above and the buttons below stay in view, and only the middle
    // (the card, the lists, the scoreboard) scrolls when a small phone cannot hold it all. The board's results
    // hold their own scoreboard.
    const boardResults = view() === "board" && over && state.results;
    const scroll = el("div", { class: "scroll", id: "scroll" }, middle(), showsBoard && !boardResults ? scoreboard() : null);
    const scrolled = app.querySelector("#scroll");
    const top = scrolled ? scrolled.scrollTop : 0;
    app.replaceChildren(...[banner(), who, header(), scroll, joinCorner(), shownControls].filter(Boolean));
    if (top) scroll.scrollTop = top; // a clock tick redraws the page: the host's place in a long list stays
    fitWord(scroll);
    // A short buzz at 10 seconds left, where the browser has it.
    if (view() === "describer" && state.phase === "playing" && state.secondsLeft === 10 && lastSeconds !== 10 && navigator.vibrate) {
      navigator.vibrate(200);
    }
    lastSeconds = state.secondsLeft;
    keepAwake();
  }

  // A phone turned or a window resized: the word's size and the layout follow.
  window.addEventListener("resize", () => render());
  render();
  connect();
})();
