// The web board inside Discord, as an Activity: the Embedded App SDK
// asks the player to authorize, the server exchanges the code for who
// they are, and the board starts with the session it answers.
import { DiscordSDK } from "@discord/embedded-app-sdk";
import { start } from "./board.js";
import { t } from "./strings.js";

const clientId = new URLSearchParams(location.search).get("client_id") ||
  document.querySelector('meta[name="discord-client-id"]')?.content;

async function main() {
  const sdk = new DiscordSDK(clientId);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify", "guilds"],
  });
  const r = await fetch("api/activity/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // The server asks Discord where the instance runs and who is in it,
    // rather than believing the guild and channel sent here.
    body: JSON.stringify({ code, guild: sdk.guildId || "", channel: sdk.channelId || "", instance: sdk.instanceId || "" }),
  });
  const j = await r.json();
  if (!r.ok) throw new Error(j.error);
  await sdk.commands.authenticate({ access_token: j.access_token });
  start(j.session);
}

// Outside Discord (or when the sign-in fails) there is no board to show:
// say what to do instead, with no empty board, zero score or live input.
main().catch((e) => {
  console.error("bogglebot Activity:", e);
  const $ = (id) => document.getElementById(id);
  const inside = !!new URLSearchParams(location.search).get("frame_id");
  $("title").textContent = inside ? t("act.signin.title") : t("act.outside.title");
  for (const sel of [".stats", "#boardwrap", ".wordrow", "#entry", ".side"]) document.querySelector(sel).hidden = true;
  const m = $("msg");
  m.className = "bad";
  m.replaceChildren(
    inside ? t("act.signin") : t("act.outside", { daily: t("cmd.daily") }),
    Object.assign(document.createElement("code"), { textContent: t("cmd.daily") }),
    t("act.daily"),
    Object.assign(document.createElement("code"), { textContent: t("cmd.guess") }),
    t("act.guess"),
    Object.assign(document.createElement("a"), { href: "https://discord.com/app", textContent: t("act.open") }),
  );
  $("app").setAttribute("aria-busy", "false");
});
