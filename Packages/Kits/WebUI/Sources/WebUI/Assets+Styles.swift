extension Assets {
    /// One style sheet for every page: from 360 pixels wide up, light or dark as the system is,
    /// every button and link of the navigation at least 44 pixels tall.
    static let styles = """
    :root { --ink: #1b1b1b; --muted: #5c6770; --paper: #fbfcf8; --accent: #1d3557; --warm: #c1121f; --line: #d9dee2; --highlight: #fff3c4; color-scheme: light dark; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--paper); }
    a { color: var(--accent); }
    header.top { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .6rem 1rem; background: var(--accent); color: #fff; }
    header.top a { color: #fff; text-decoration: none; }
    header.top .brand { font-weight: 700; }
    header.top nav { display: flex; flex-wrap: wrap; gap: 0 .9rem; flex: 1; }
    header.top nav a, header.top .brand { display: inline-flex; flex: none; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; }
    header.top nav a[aria-current="page"] { text-decoration: underline; }
    header.top form.session { display: flex; gap: .5rem; align-items: center; margin: 0; }
    main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
    h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
    h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
    form { margin: 0 0 1rem; }
    label { display: block; margin: .4rem 0 .2rem; font-weight: 600; }
    input, select, textarea, button { font: inherit; }
    input[type=text], input[type=password], input[type=search], input[type=date], input[type=number], select, textarea {
      width: 100%; max-width: 28rem; padding: .45rem .55rem; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
    textarea { min-height: 5rem; }
    button { min-height: 44px; padding: .45rem .9rem; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
    input[type=text], input[type=password], input[type=search], input[type=date], input[type=number], select { min-height: 44px; }
    button.quiet { background: none; color: var(--warm); padding: .2rem .4rem; }
    .inline { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
    .inline label { margin: 0; }
    .notice { padding: .5rem .75rem; background: #e8f4ea; border-left: 4px solid #2a9d8f; }
    .problem { padding: .5rem .75rem; background: #fdecea; border-left: 4px solid var(--warm); }
    .muted { color: var(--muted); }
    ul.films { list-style: none; padding: 0; margin: 0; }
    ul.films li { display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline; padding: .6rem 0; border-bottom: 1px solid var(--line); }
    ul.films li .title { flex: 1 1 14rem; font-weight: 600; }
    ul.films li .facts { color: var(--muted); font-size: .95rem; }
    ul.films li form { margin: 0; }
    blockquote.review { margin: .25rem 0 0; padding-left: .75rem; border-left: 3px solid var(--line); white-space: pre-wrap; flex-basis: 100%; }
    nav.pages { display: flex; gap: 1rem; margin: 1rem 0; }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
    dl.facts dt { font-weight: 600; }
    dl.facts dd { margin: 0; }
    figure.chart { margin: 1rem 0; }
    figure.chart svg { width: 100%; max-width: 40rem; height: auto; }
    figure.chart .bar { fill: var(--accent); }
    figure.chart text { font-size: 11px; fill: var(--ink); }
    table.tally { border-collapse: collapse; }
    table.tally td, table.tally th { padding: .2rem .75rem .2rem 0; text-align: left; }
    .poster { display: block; width: 100%; height: auto; aspect-ratio: 2 / 3; border-radius: 6px; object-fit: cover; background: var(--line); }
    .poster.placeholder { display: flex; align-items: center; justify-content: center; font-size: 2rem; font-weight: 700; color: #fff; }
    .still { display: block; flex: none; width: 128px; height: 72px; border-radius: 4px; object-fit: cover; background: var(--line); }
    .still.placeholder { display: flex; align-items: center; justify-content: center; font-size: 1rem; font-weight: 700; color: #fff; }
    .hue-0 { background: #1d3557; } .hue-1 { background: #8a3033; } .hue-2 { background: #2f6b4f; } .hue-3 { background: #6b4e9b; }
    .hue-4 { background: #9a5b13; } .hue-5 { background: #20646e; } .hue-6 { background: #7a3e65; } .hue-7 { background: #4a5560; }
    ul.grid { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: 1rem; }
    ul.grid li { display: flex; flex-direction: column; gap: .3rem; min-width: 0; }
    ul.grid li .title { font-weight: 600; overflow-wrap: anywhere; text-decoration: none; display: flex; flex-direction: column; gap: .3rem; }
    ul.grid li a.title:hover, ul.grid li a.title:focus-visible { text-decoration: underline; }
    ul.grid li .facts { color: var(--muted); font-size: .9rem; }
    ul.grid li form { margin: 0; }
    ul.grid li button { min-height: 44px; width: 100%; }
    progress { width: 100%; height: .5rem; accent-color: var(--accent); }
    .titled { display: grid; grid-template-columns: minmax(6rem, 10rem) 1fr; gap: 1rem; align-items: start; margin-bottom: 1rem; }
    .next-up { font-weight: 600; }
    details.season { border-bottom: 1px solid var(--line); }
    details.season summary { display: grid; grid-template-columns: 1rem 7rem 1fr 4.5rem; gap: .75rem; align-items: center; min-height: 44px; cursor: pointer; }
    details.season summary::before { content: "▸"; color: var(--muted); }
    details.season[open] summary::before { content: "▾"; }
    details.season summary .facts { text-align: right; color: var(--muted); }
    ol.episodes { list-style: none; padding: 0; margin: 0 0 1rem; }
    ol.episodes li { display: flex; gap: .75rem; align-items: center; min-height: 44px; border-top: 1px solid var(--line); }
    ol.episodes li .code { width: 4.5rem; flex: none; color: var(--muted); font-variant-numeric: tabular-nums; }
    ol.episodes li .episode-title { flex: 1; min-width: 0; overflow-wrap: anywhere; }
    ol.episodes li .seen { color: var(--muted); font-size: .9rem; }
    ol.episodes li.next { background: var(--highlight); font-weight: 600; }
    ol.episodes li button { background: none; color: var(--accent); border: 1px solid var(--accent); }
    @media (max-width: 30rem) {
      main { padding: .75rem; }
      ul.grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .75rem; }
      header.top { flex-wrap: nowrap; overflow: hidden; padding: .25rem .5rem; gap: .5rem; }
      header.top nav { flex-wrap: nowrap; overflow-x: auto; white-space: nowrap; gap: 0 .75rem; scrollbar-width: none; }
      header.top .brand { display: none; }
      .titled { grid-template-columns: 6.5rem 1fr; }
      details.season summary { grid-template-columns: 1rem 5.5rem 1fr 3.5rem; }
      .still { width: 80px; height: 45px; }
      header.top form.session .viewer { display: none; }
    }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #e8eaed; --muted: #a7b0b8; --paper: #14181c; --accent: #8fb3e0; --warm: #ff8a8f; --line: #3a4148; --highlight: #3a3420; }
      header.top { background: #1d3557; }
      input[type=text], input[type=password], input[type=search], input[type=date], input[type=number], select, textarea { background: #1e2429; color: var(--ink); }
      button { background: #2c4f7c; }
      .notice { background: #1f3a2b; }
      .problem { background: #4a1f22; }
    }
    """
}
