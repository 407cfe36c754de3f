/**
 * `i18next` for the browser build (docs/decisions/0013-a-lighter-browser-build.md): one instance with the calls this
 * app makes in the browser — `use(backend)`, `init`, `changeLanguage`, `t`, `getFixedT`, `language`, events. Every
 * namespace of a language is loaded before that language is shown, as with i18next's `init`/`changeLanguage`.
 */
import type { BackendModule, ReadCallback } from "i18next";
import { type NamespaceStore, type TranslateOptions, translate } from "./translate";

export type TFunction = (key: string, options?: TranslateOptions) => string;

interface InitOptions {
  lng: string;
  ns: readonly string[];
  defaultNS?: string;
}

type Listener = (language: string) => void;

export class BrowserI18n {
  language = "";
  private namespaces: readonly string[] = [];
  private defaultNamespace = "common";
  private backend: BackendModule | null = null;
  private readonly stores = new Map<string, NamespaceStore>();
  private readonly listeners = new Set<Listener>();

  /** i18next plugins: the backend is kept; react-i18next's binding is not needed (react-i18next.ts reads this instance). */
  use(plugin: { type: string }): this {
    if (plugin.type === "backend") this.backend = plugin as BackendModule;
    return this;
  }

  async init(options: InitOptions): Promise<TFunction> {
    this.namespaces = options.ns;
    this.defaultNamespace = options.defaultNS ?? this.defaultNamespace;
    await this.changeLanguage(options.lng);
    return this.t;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    if (!this.stores.has(language)) this.stores.set(language, await this.load(language));
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener(language);
    }
    return this.t;
  }

  /** A namespace that fails to load translates to its keys, like i18next; the page still works. */
  private async load(language: string): Promise<NamespaceStore> {
    const entries = await Promise.all(
      this.namespaces.map(
        (namespace) =>
          new Promise<[string, Record<string, unknown> | undefined]>((resolve) => {
            const done: ReadCallback = (error, data) =>
              resolve([namespace, error ? undefined : (data as Record<string, unknown> | undefined)]);
            if (this.backend?.read) this.backend.read(language, namespace, done);
            else done(null, undefined);
          }),
      ),
    );
    return Object.fromEntries(entries);
  }

  t: TFunction = (key, options) => this.getFixedT(null)(key, options);

  getFixedT(language: string | null, namespace?: string | null): TFunction {
    const lng = language ?? this.language;
    const ns = namespace ?? this.defaultNamespace;
    return (key, options) => translate(this.stores.get(lng) ?? {}, lng, ns, key, options);
  }

  on(event: "languageChanged", listener: Listener): void {
    if (event === "languageChanged") this.listeners.add(listener);
  }

  off(event: "languageChanged", listener: Listener): void {
    if (event === "languageChanged") this.listeners.delete(listener);
  }
}

const i18next = new BrowserI18n();
export default i18next;
