// guess: the phones' page. Plain JavaScript, no build step, nothing fetched from elsewhere.
// It draws the state the game sends on one WebSocket and sends actions as {"do": NAME}.
"use strict";
(function () {
  const root = document.documentElement;
  const role = root.dataset.role;
  const zh = root.lang.startsWith("zh");
  // zh-Hant: the page carries the Traditional of the Chinese texts below (Tools/hant/make_table.py).
  const hant = root.lang === "zh-Hant" ? JSON.parse(root.dataset.hant || "{}") : {};
  const tw = (text) => hant[text] || text;
  const T = zh ? {
    describer: "描述者", board: "大屏幕", host: "主持人", guest: "观众",
    describerHint: "看词并描述（只有你能看到）", boardHint: "电视或投影：时间和比分", hostHint: "遥控：开始、暂停、下一队", guestHint: "在自己手机上看比分",
    choose: "选择你的角色", right: "对", wrong: "错", undo: "撤销", pass: "跳过", taboo: "犯规", dontSay: "禁用词", colon: "：",
    passesLeft: (n) => tw("还可跳过 ") + n + tw(" 次"), start: "开始", pause: "暂停", resume: "继续",
    endTurn: "结束本回合", moreTime: "加时", correctHint: "点一个词更正判定（对、错、跳过）", quit: "退出", yes: "确定退出", no: "继续玩", quitQuestion: "退出本局？",
    waiting: "等待主持人开始", getReady: "准备", paused: "已暂停", timesUp: "时间到", leadIn: "准备开始",
    gameOver: "游戏结束", winner: "获胜", tie: "平局", lastTurn: "上一回合", turn: (a, b) => tw("第 ") + a + (b ? "/" + b : "") + tw(" 回合"),
    connecting: "正在连接…", offline: "连接中断，正在重连…", help: "主持人正在查看帮助", playAgain: "再来一局？",
    tiers: { primary: "初级", middle: "中级", senior: "高级", complex: "复杂", custom: "自定义" }, noWord: "词在终端上",
    describes: (n) => tw("由 ") + n + tw(" 描述"), youDescribe: (n) => n + tw("：轮到你描述，请拿好这部手机"),
  } : {
    describer: "Describer", board: "Board", host: "Host", guest: "Guest",
    describerHint: "See the word and describe it (only you see it)", boardHint: "For the TV or projector: clock and scores",
    hostHint: "The remote: start, pause, next team", guestHint: "Follow the scores on your phone",
    choose: "Choose your role", right: "Right", wrong: "Wrong", undo: "Undo", pass: "Pass", taboo: "Taboo", dontSay: "Don't say", colon: ": ",
    passesLeft: (n) => `${n} pass${n === 1 ? "" : "es"} left`, start: "Start", pause: "Pause", resume: "Resume",
    endTurn: "End turn", moreTime: "More time", correctHint: "Tap a word to correct its mark (right, wrong, pass)", quit: "Quit", yes: "Yes, quit", no: "Keep playing", quitQuestion: "Quit this game?",
    waiting: "Waiting for the host to start", getReady: "Get ready", paused: "Paused", timesUp: "Time's up", leadIn: "Get ready",
    gameOver: "Game over", winner: "Winner", tie: "Tie", lastTurn: "Last turn", turn: (a, b) => (b ? `turn ${a} of ${b}` : `turn ${a}`),
    connecting: "Connecting…", offline: "Connection lost, reconnecting…", help: "The host is reading the help", playAgain: "Play again?",
    tiers: { primary: "primary", middle: "middle", senior: "senior", complex: "complex", custom: "custom" }, noWord: "The word is on the terminal",
    describes: (n) => `${n} describes`, youDescribe: (n) => `${n}: you describe — take this phone`,
  };
  for (const texts of [T, T.tiers]) {
    for (const key of Object.keys(texts)) if (typeof texts[key] === "string") texts[key] = tw(texts[key]);
  }
  const app = document.getElementById("app");

  // Small DOM helper: el("div", {class: "x"}, child, "text"). Text is always set as text, never as markup.
  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      // Styles through the CSSOM: the Content-Security-Policy forbids style attributes.
      if (key === "class") node.className = value; else if (key === "style") node.style.cssText = value; else node.setAttribute(key, value);
    }
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  if (role === "choose") {
    document.title = "guess · " + T.choose;
    app.replaceChildren(el("h1", {}, T.choose), el("nav", { class: "roles" },
      ...["describer", "board", "host", "guest"].map((name) =>
        el("a", { href: name, class: "role", id: "choose-" + name }, el("strong", {}, T[name]), el("span", {}, T[name + "Hint"])))));
    return;
  }
  document.title = "guess · " + T[role];
  root.classList.add("role-" + role);

  let socket = null;
  let state = null;
  let lastSeconds = null;
  let wakeLock = null;
  let retry = 300;

  function send(action, n) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(n == null ? { do: action } : { do: action, n: n }));
  }

  function connect() {
    if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const path = new URL("ws", document.baseURI).pathname;
    socket = new WebSocket(scheme + location.host + path + "?role=" + encodeURIComponent(role));
    socket.onopen = () => { retry = 300; document.body.classList.remove("offline"); };
    socket.onmessage = (message) => {
      try { state = JSON.parse(message.data); } catch (error) { return; }
      render();
    };
    socket.onclose = () => {
      document.body.classList.add("offline");
      if (state && state.phase === "finished") return;
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 2000);
    };
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") { retry = 300; connect(); keepAwake(); }
  });

  // The screen stays on during a turn where the browser allows it (Wake Lock needs a secure context).
  async function keepAwake() {
    const wanted = state && ["leadIn", "playing", "paused"].includes(state.phase) && role !== "guest";
    try {
      if (wanted && !wakeLock && navigator.wakeLock) {
        wakeLock = await navigator.wakeLock.request("screen");
        wakeLock.addEventListener("release", () => { wakeLock = null; });
      } else if (!wanted && wakeLock) {
        await wakeLock.release();
        wakeLock = null;
      }
    } catch (error) { wakeLock = null; }
  }

  function clockText(seconds) {
    const minutes = Math.floor(seconds / 60);
    return minutes + ":" + String(seconds % 60).padStart(2, "0");
  }

  function button(action, label, extra, n) {
    const node = el("button", { type: "button", "data-do": action, class: "button " + action + (extra ? " " + extra : "") }, label);
    if (n != null) node.dataset.n = n;
    node.addEventListener("click", () => send(action, n));
    return node;
  }

  // The host's remote between turns: the words of the turn that just ended, a tap changing a mark in turn
  // (right, wrong, pass), and a point more or less for each team.
  function review() {
    if (role !== "host" || !state.review || !state.review.length) return null;
    const marks = { correct: "✓", wrong: "✗", passed: "»", taboo: "⊘", unanswered: "·" };
    return el("div", { class: "review", id: "review" }, el("p", {}, T.correctHint),
      ...state.review.map((entry, index) =>
        button("fix", (marks[entry.result] || "") + " " + entry.word, "mark-" + entry.result, index)));
  }

  function points() {
    if (role !== "host" || !state.scoreboard.length || !["waiting", "timesUp"].includes(state.phase)) return null;
    return el("div", { class: "points", id: "points" }, ...state.scoreboard.map((line) => {
      const index = state.teams.indexOf(line.team);
      return el("p", {}, el("span", { class: "team" }, line.team + " " + line.score + " "),
        button("penalty", "−1", "dim", index), button("bonus", "+1", "", index));
    }));
  }

  function scoreboard() {
    if (!state.scoreboard.length) return null;
    return el("ol", { class: "scoreboard", id: "scoreboard" }, ...state.scoreboard.map((line) =>
      el("li", { class: line.team === state.team ? "up" : "" }, el("span", { class: "team" }, line.team), el("span", { class: "score" }, line.score))));
  }

  function lastTurn() {
    if (!state.last) return null;
    return el("p", { class: "last", id: "last" }, T.lastTurn + (state.last.team ? " · " + state.last.team : "") + T.colon,
      el("span", { class: "ok" }, "✓ " + state.last.correct), "  ", el("span", { class: "no" }, "✗ " + state.last.wrong));
  }

  function header() {
    const warn = state.phase === "playing" && state.secondsLeft <= state.warningSeconds;
    const heading = state.team ? state.team + (state.describer ? " · " + T.describes(state.describer) : "") +
      (state.turn ? " · " + T.turn(state.turn, state.turnsPerTeam) : "") : "";
    return el("header", { class: "bar" },
      el("span", { class: "count ok", id: "correct" }, "✓ " + state.correct),
      // The lead-in counts 3 2 1 on its card, with no clock beside it.
      state.phase === "leadIn" ? null : el("span", { class: "clock" + (warn ? " warn" : ""), id: "clock" }, clockText(state.secondsLeft)),
      el("span", { class: "count no", id: "wrong" }, "✗ " + state.wrong),
      heading ? el("span", { class: "heading", id: "team" }, heading) : null);
  }

  // What sits in the middle: the word for the describer and host, the cards for everyone else.
  function middle() {
    switch (state.phase) {
      case "waiting":
        return el("div", { class: "card" }, el("h1", {}, state.team ? T.getReady + T.colon + state.team : T.waiting),
          state.describer ? el("p", { class: "describer", id: "describer" },
            role === "describer" ? T.youDescribe(state.describer) : T.describes(state.describer)) : null,
          state.team ? el("p", {}, T.waiting) : null, lastTurn(), review(), points());
      case "leadIn":
        return el("div", { class: "card lead" }, el("p", {}, T.leadIn), el("h1", { class: "big", id: "countdown" }, state.countdown));
      case "paused": return el("div", { class: "card" }, el("h1", {}, T.paused));
      case "help": return el("div", { class: "card" }, el("h1", {}, T.help));
      case "quitQuestion": return el("div", { class: "card" }, el("h1", {}, T.quitQuestion));
      case "timesUp": return el("div", { class: "card" }, el("h1", {}, T.timesUp), lastTurn(), review(), points());
      case "playAgain": return el("div", { class: "card" }, el("h1", {}, T.playAgain), lastTurn(), review());
      case "gameOver": case "finished": {
        const winners = state.winners || [];
        return el("div", { class: "card" }, el("h1", {}, T.gameOver),
          winners.length ? el("p", { class: "winner", id: "winner" }, (winners.length > 1 ? T.tie : T.winner) + T.colon + winners.join(" · ")) : null,
          lastTurn());
      }
      default: break;
    }
    if (state.word) {
      // As large as the screen allows: a CJK character is about 1 em wide, a Latin letter about 0.6 em.
      const characters = [...state.word];
      const ems = characters.reduce((sum, c) => sum + (c.codePointAt(0) > 0x2E80 ? 1 : 0.6), 0);
      const width = Math.min(40, 88 / Math.max(ems, 1));
      return el("div", { class: "card word-card" },
        el("div", { class: "word", id: "word", style: `font-size:min(${width.toFixed(1)}vw, 26vh)` }, state.word),
        state.reading || state.gloss
          ? el("div", { class: "reading", id: "reading" }, [state.reading, state.gloss].filter(Boolean).join(" · ")) : null,
        state.tier ? el("div", { class: "tier", id: "tier" }, T.tiers[state.tier] || state.tier) : null,
        state.taboo && state.taboo.length
          ? el("div", { class: "taboo", id: "taboo" }, T.dontSay + T.colon + state.taboo.join(zh ? "、" : ", ")) : null);
    }
    if (role === "describer" || role === "host") return el("div", { class: "card" }, el("p", {}, T.noWord));
    return el("div", { class: "card" }, state.team ? el("h1", { class: "up-now" }, state.team) : null, lastTurn());
  }

  function controls() {
    const rows = [];
    if ((role === "describer" || role === "host") && state.phase === "playing") {
      rows.push(el("div", { class: "answers" }, button("wrong", "✗ " + T.wrong), button("right", "✓ " + T.right)));
      const noPasses = state.passesLeft === 0;
      const passLabel = "» " + T.pass + (state.passesLeft != null ? " (" + state.passesLeft + ")" : "");
      rows.push(el("div", { class: "small" }, button("pass", passLabel, noPasses ? "dim" : ""),
        button("taboo", "⊘ " + T.taboo), button("undo", "↶ " + T.undo, state.canUndo ? "" : "dim")));
    }
    if (role === "host") {
      const row = [];
      if (["waiting", "timesUp", "gameOver", "playAgain"].includes(state.phase)) row.push(button("start", "▶ " + T.start, "go"));
      if (state.phase === "playing" || state.phase === "paused") row.push(button("pause", state.phase === "paused" ? "▶ " + T.resume : "⏸ " + T.pause));
      if (state.phase === "playing") row.push(button("moreTime", "⏱ " + T.moreTime));
      if (state.phase === "playing") row.push(button("endTurn", "⏭ " + T.endTurn));
      if (state.phase === "quitQuestion") { row.push(button("yes", T.yes, "danger")); row.push(button("no", T.no)); }
      else if (state.phase !== "finished") row.push(button("quit", "■ " + T.quit, "danger"));
      rows.push(el("div", { class: "small host-row" }, ...row));
    }
    return rows.length ? el("footer", { class: "controls" }, ...rows) : null;
  }

  // The buttons are kept across renders while they stay the same, so that a tap that spans a clock tick
  // lands on the button it started on.
  let shownControls = null;
  let shownControlsKey = "";

  function render() {
    if (!state) return;
    const showsBoard = role === "board" || role === "guest";
    const fresh = controls();
    const key = fresh ? fresh.outerHTML : "";
    if (key !== shownControlsKey) {
      shownControls = fresh;
      shownControlsKey = key;
    }
    app.replaceChildren(...[header(), middle(), showsBoard ? scoreboard() : null, shownControls].filter(Boolean));
    // A short buzz at 10 seconds left, where the browser has it.
    if (role === "describer" && state.phase === "playing" && state.secondsLeft === 10 && lastSeconds !== 10 && navigator.vibrate) {
      navigator.vibrate(200);
    }
    lastSeconds = state.secondsLeft;
    keepAwake();
  }

  app.replaceChildren(el("p", { class: "notice" }, T.connecting));
  connect();
})();
