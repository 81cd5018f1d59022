/**
 * The recaptcha challenge (requirements 3.5), behind an interface so the forms do not depend on one
 * provider: when the session says `Recaptcha.Required`, a form asks the challenge for a token and
 * sends it as `RecaptchaToken`. Nothing is loaded while it is not required (as against the mock).
 */
export interface RecaptchaChallenge {
  /** A fresh token for one submit of the form named by `action` (e.g. 'register'). */
  token(action: string): Promise<string>;
}

/** Makes the challenge for a site key, loading what it needs the first time. */
export type RecaptchaLoader = (publicKey: string) => Promise<RecaptchaChallenge>;

/** What a challenge that cannot run says (the contract's code 103 message). */
const recaptchaFailedMessage = 'Please confirm you are not a robot.';

export const recaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** The part of Google's `grecaptcha` (reCAPTCHA v2, invisible) used here. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

type WithGrecaptcha = Window & { grecaptcha?: Grecaptcha };

const scripts = new WeakMap<Document, Promise<Grecaptcha>>();

/** Adds Google's script to the page once, and resolves when its API is ready. */
function loadScript(doc: Document): Promise<Grecaptcha> {
  let loading = scripts.get(doc);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = recaptchaScriptUrl;
      script.async = true;
      script.addEventListener('load', () => {
        const api = (doc.defaultView as WithGrecaptcha | null)?.grecaptcha;
        if (api) api.ready(() => resolve(api));
        else reject(new Error(recaptchaFailedMessage));
      });
      script.addEventListener('error', () => {
        scripts.delete(doc);
        reject(new Error(recaptchaFailedMessage));
      });
      doc.head.append(script);
    });
    scripts.set(doc, loading);
  }
  return loading;
}

/**
 * Google reCAPTCHA v2 in its invisible size: the widget is rendered once into its own container
 * (containerId, rendered: requirements 3.5) and executed for each token; it shows a challenge only when
 * Google is unsure, in its own accessible frame.
 */
export async function googleRecaptcha(publicKey: string, doc: Document = document): Promise<RecaptchaChallenge> {
  const api = await loadScript(doc);
  const container = doc.createElement('div');
  container.id = 'recaptcha-container';
  doc.body.append(container);

  let waiting: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const settle = (token: string | null) => {
    const current = waiting;
    waiting = null;
    if (token) current?.resolve(token);
    else current?.reject(new Error(recaptchaFailedMessage));
  };
  const widgetId = api.render(container, {
    sitekey: publicKey,
    size: 'invisible',
    callback: (token) => settle(token),
    'error-callback': () => settle(null),
    'expired-callback': () => settle(null),
  });

  return {
    token() {
      settle(null);
      return new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
        api.reset(widgetId);
        api.execute(widgetId);
      });
    },
  };
}

/** What a form's session says about the challenge (recaptchaRequired, publicKey: requirements 3.5). */
export interface RecaptchaSessionState {
  required: boolean;
  publicKey: string;
}

/**
 * The tokens a store's forms send: one token per submit when the session requires the challenge,
 * else none (and nothing is loaded). The challenge is loaded the first time a token is needed; one
 * that could not load is loaded afresh next time. Every store that sends forms holds one of these.
 */
export class RecaptchaTokens {
  private challenge: Promise<RecaptchaChallenge> | null = null;

  constructor(
    /** Reads the session's recaptcha state at the moment of each submit. */
    private readonly state: () => RecaptchaSessionState,
    private readonly load: RecaptchaLoader = googleRecaptcha,
  ) {}

  /** A token for one submit of the form named by `action` when the session needs one, else undefined. */
  async token(action: string): Promise<string | undefined> {
    const { required, publicKey } = this.state();
    if (!required) return undefined;
    this.challenge ??= this.load(publicKey);
    let challenge: RecaptchaChallenge;
    try {
      challenge = await this.challenge;
    } catch (error) {
      this.challenge = null;
      throw error;
    }
    return challenge.token(action);
  }

  /** `body` with the token added when one is needed (the contract's optional `RecaptchaToken`). */
  async withToken<B extends object>(action: string, body: B): Promise<B & { RecaptchaToken?: string }> {
    const RecaptchaToken = await this.token(action);
    return RecaptchaToken ? { ...body, RecaptchaToken } : body;
  }
}
