extension Assets {
    /// Enhancements that every page works without: a page with `data-live` follows its
    /// changes (server-sent events) and redraws without a reload when what it follows looks
    /// different, marking `<body
    /// data-following="yes">` while its stream is open; a form with `data-inline`
    /// is sent without leaving the page; a button with `data-copy` copies its text.
    static let script = """
    "use strict";
    async function redraw(url) {
      const response = await fetch(url, { headers: { "Accept": "text/html" } });
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const main = page.getElementById("main");
      // A change that leaves what the page follows as it is (the page's own write, heard a
      // poll later) redraws nothing, so no notice, tick or text typed is lost.
      const shown = document.querySelector("[data-live]");
      const fresh = main && main.querySelector("[data-live]");
      if (shown && fresh && shown.outerHTML === fresh.outerHTML) return;
      if (main) {
        document.getElementById("main").replaceWith(main);
        if (response.redirected) history.replaceState(null, "", response.url);
        follow();
      }
    }
    let source = null;
    function follow() {
      const live = document.querySelector("[data-live]");
      if (!live || !window.EventSource) return;
      if (source && source.url.endsWith(live.dataset.live)) return;
      if (source) source.close();
      source = new EventSource(live.dataset.live);
      source.addEventListener("open", () => { document.body.dataset.following = "yes"; });
      source.addEventListener("error", () => { document.body.dataset.following = "no"; });
      source.addEventListener("changed", () => redraw(location.href));
    }
    document.addEventListener("submit", async (event) => {
      const form = event.target;
      if (!form.hasAttribute("data-inline") || !window.fetch) return;
      event.preventDefault();
      const response = await fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)) });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const main = page.getElementById("main");
      if (main) { document.getElementById("main").replaceWith(main); follow(); }
    });
    document.addEventListener("click", (event) => {
      const button = event.target.closest("[data-copy]");
      if (button && navigator.clipboard) navigator.clipboard.writeText(button.dataset.copy);
    });
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("\(serviceWorkerPath)");
    follow();
    """
}
