// The director's remote (issue 22): signs in with the director's code through the client
// core (client/session.js); what follows the sign-in is added below as the page grows.
import { openSession } from "./client/session.js";

const $ = (id) => document.getElementById(id);
let session = null;

function showStatus({ state, reason }) {
  const words = {
    connecting: "Connecting…",
    open: "",
    reconnecting: `Reconnecting… ${reason}`,
    refused: reason,
    closed: "Signed out",
  }[state];
  $("status").textContent = state === "open" ? "" : words;
  if (state === "refused") {
    $("sign_in_message").textContent = reason;
    $("sign_in").hidden = false;
    $("console").hidden = true;
    $("sign_in_button").disabled = false;
  }
  if (state === "open") {
    $("sign_in").hidden = true;
    $("console").hidden = false;
  }
}

$("sign_in").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = $("code_input").value.trim();
  if (!code) return;
  session?.close();
  $("sign_in_message").textContent = "";
  $("sign_in_button").disabled = true;
  session = openSession({ role: "director", code });
  session.onstatus = showStatus;
});
