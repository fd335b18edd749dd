// The web board inside Discord, as an Activity: the Embedded App SDK
// asks the player to authorize, the server exchanges the code for who
// they are, and the board starts with the session it answers.
import { DiscordSDK } from "@discord/embedded-app-sdk";
import { start } from "./board.js";

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
    body: JSON.stringify({ code, guild: sdk.guildId || "", channel: sdk.channelId || "" }),
  });
  const j = await r.json();
  if (!r.ok) throw new Error(j.error);
  await sdk.commands.authenticate({ access_token: j.access_token });
  start(j.session);
}

main().catch((e) => {
  document.getElementById("title").textContent = "Can't open the board";
  document.getElementById("msg").textContent = e.message || String(e);
});
