/**
 * `i18next` for the browser build (docs/decisions/0013-a-lighter-browser-build.md): one instance with the calls this
 * app makes in the browser — `use(backend)`, `init`, `changeLanguage`, `t`, `getFixedT`, `language`, events.
 *
 * Namespaces load one by one, only those the page needs (docs/decisions/0079-only-the-strings-a-page-uses.md): every
 * module of the browser build that names a namespace registers it when it is evaluated (`registerNamespaces`, added
 * by the build, vite.config.ts). A page's route modules are evaluated before it hydrates, so `init` loads exactly
 * the page's namespaces first; a route module reached later starts loading its namespaces as it arrives, and
 * `useTranslation` suspends (inside the navigation's transition: the previous page stays) until they are there. A
 * language switch loads every namespace in use in the new language before the language changes, as i18next does.
 */
import type { BackendModule, ReadCallback } from "i18next";
import { type NamespaceStore, type TranslateOptions, translate } from "./translate";

export type TFunction = (key: string, options?: TranslateOptions) => string;

interface InitOptions {
  lng: string;
  ns?: readonly string[];
  defaultNS?: string;
}

type Listener = (language: string) => void;

const NS_SEPARATOR = ":";

export class BrowserI18n {
  language = "";
  private defaultNamespace = "common";
  private backend: BackendModule | null = null;
  /** Namespaces the evaluated modules use (and the default one). */
  private readonly wanted = new Set<string>();
  /** language → namespace → its strings (undefined: it failed to load, and translates to its keys). */
  private readonly stores = new Map<string, NamespaceStore>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private readonly loadListeners = new Set<() => void>();
  private readonly reported = new Set<string>();
  /** Changes whenever a namespace arrives: useTranslation re-renders with it (react-i18next.tsx). */
  revision = 0;

  /** i18next plugins: the backend is kept; react-i18next's binding is not needed (react-i18next.ts reads this instance). */
  use(plugin: { type: string }): this {
    if (plugin.type === "backend") this.backend = plugin as BackendModule;
    return this;
  }

  async init(options: InitOptions): Promise<TFunction> {
    this.defaultNamespace = options.defaultNS ?? this.defaultNamespace;
    this.registerNamespaces([this.defaultNamespace, ...(options.ns ?? [])]);
    await this.changeLanguage(options.lng);
    return this.t;
  }

  /** Called by the modules of the browser build as they are evaluated; loads at once when a language is shown. */
  registerNamespaces(namespaces: readonly string[]): void {
    for (const namespace of namespaces) this.wanted.add(namespace);
    if (this.language) void this.loadNamespaces(this.language, namespaces);
  }

  async changeLanguage(language: string): Promise<TFunction> {
    // Everything in use in the current language (and everything wanted) must be there before the switch.
    const inUse = new Set([...this.wanted, ...Object.keys(this.stores.get(this.language) ?? {})]);
    await this.loadNamespaces(language, [...inUse]);
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener(language);
    }
    // Modules evaluated while the strings were on their way.
    void this.loadNamespaces(language, [...this.wanted]);
    return this.t;
  }

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    const store = this.stores.get(language);
    return store !== undefined && Object.hasOwn(store, namespace);
  }

  loadNamespaces(language: string, namespaces: readonly string[]): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.loadNamespace(language, namespace))).then(() => undefined);
  }

  /** A namespace that fails to load translates to its keys, like i18next; the page still works. */
  private loadNamespace(language: string, namespace: string): Promise<void> {
    this.wanted.add(namespace);
    if (this.hasLoadedNamespace(namespace, language)) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let loading = this.pending.get(id);
    if (!loading) {
      loading = new Promise<void>((resolve) => {
        const done: ReadCallback = (error, data) => {
          let store = this.stores.get(language);
          if (!store) {
            store = {};
            this.stores.set(language, store);
          }
          store[namespace] = error ? undefined : (data as Record<string, unknown> | undefined);
          this.pending.delete(id);
          this.revision++;
          for (const listener of this.loadListeners) listener();
          resolve();
        };
        if (this.backend?.read) this.backend.read(language, namespace, done);
        else done(null, undefined);
      });
      this.pending.set(id, loading);
    }
    return loading;
  }

  t: TFunction = (key, options) => this.getFixedT(null)(key, options);

  getFixedT(language: string | null, namespace?: string | null): TFunction {
    const lng = language ?? this.language;
    const ns = namespace ?? this.defaultNamespace;
    return (key, options) => {
      const separator = key.indexOf(NS_SEPARATOR);
      const keyNamespace = separator > 0 ? key.slice(0, separator) : ns;
      if (!this.hasLoadedNamespace(keyNamespace, lng)) this.notLoaded(lng, keyNamespace);
      return translate(this.stores.get(lng) ?? {}, lng, ns, key, options);
    };
  }

  /**
   * A string of a namespace nobody declared: it loads now (the component shows it when it arrives), and the console
   * says so once — the e2e tests fail on it, since the visitor saw a key for a moment.
   */
  private notLoaded(language: string, namespace: string): void {
    if (!this.language) return;
    void this.loadNamespace(language, namespace);
    const id = `${language}/${namespace}`;
    if (this.reported.has(id)) return;
    this.reported.add(id);
    console.error(`i18n: the namespace "${namespace}" (${language}) was used before it was loaded`);
  }

  on(event: "languageChanged" | "loaded", listener: Listener): void {
    if (event === "languageChanged") this.listeners.add(listener);
    else this.loadListeners.add(listener as () => void);
  }

  off(event: "languageChanged" | "loaded", listener: Listener): void {
    if (event === "languageChanged") this.listeners.delete(listener);
    else this.loadListeners.delete(listener as () => void);
  }
}

const i18next = new BrowserI18n();
export default i18next;

/** Added by the browser build to every module that names a namespace (vite.config.ts, lighterBrowserBuild). */
export function registerNamespaces(namespaces: readonly string[]): void {
  i18next.registerNamespaces(namespaces);
}
