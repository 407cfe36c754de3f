import { chromium } from "@playwright/test";
const port = process.env.PORT ?? "8811";
const [, , ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const spec of specs) {
  // name|tenant|path|width|scheme|js|cookie
  const [name, tenant, path, width, scheme, js, cookie, sel] = spec.split("|");
  const context = await browser.newContext({
    viewport: { width: Number(width), height: 900 },
    colorScheme: scheme === "dark" ? "dark" : "light",
    javaScriptEnabled: js !== "nojs",
    locale: "nl-NL",
  });
  if (cookie) await context.addCookies([{ name: "__session", value: cookie, domain: `${tenant}.localhost`, path: "/" }]);
  const page = await context.newPage();
  const res = await page.goto(`http://${tenant}.localhost:${port}${path}`);
  if (sel) await page.locator(sel).first().screenshot({ path: `/tmp/act-shots/${name}.png` });
  else await page.screenshot({ path: `/tmp/act-shots/${name}.png`, fullPage: true });
  console.log(name, res?.status());
  await context.close();
}
await browser.close();
