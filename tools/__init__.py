"""Developer tools: the theme's generators (`python -m tools.make_art DIR`), the screenshots and
reports. Never imported by the app, and never bundled with it."""
