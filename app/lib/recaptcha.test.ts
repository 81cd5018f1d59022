import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  googleRecaptcha,
  recaptchaScriptUrl,
  RecaptchaTokens,
  type Grecaptcha,
  type RecaptchaLoader,
} from './recaptcha';

type Params = Parameters<Grecaptcha['render']>[1];

// Google's API as the script would leave it on the page; each test says how the challenge answers.
let answer: (params: Params) => void = () => undefined;
const widgets: Params[] = [];
const api = {
  ready: (callback: () => void) => callback(),
  render: vi.fn((_container: HTMLElement, params: Params) => widgets.push(params) - 1),
  execute: vi.fn((widgetId: number) => {
    const widget = widgets[widgetId];
    if (widget) answer(widget);
  }),
  reset: vi.fn(),
} satisfies Grecaptcha;

/** The challenge, answering the script's load the way the browser would. */
async function challenge(siteKey = '6LcSiteKey') {
  const made = googleRecaptcha(siteKey);
  (window as { grecaptcha?: Grecaptcha }).grecaptcha = api;
  document.head.querySelector(`script[src="${recaptchaScriptUrl}"]`)?.dispatchEvent(new Event('load'));
  return made;
}

beforeEach(() => {
  document.getElementById('recaptcha-container')?.remove();
  vi.clearAllMocks();
});

describe('googleRecaptcha', () => {
  it('adds nothing to the page until it is asked for', () => {
    expect(document.querySelector(`script[src="${recaptchaScriptUrl}"]`)).toBeNull();
  });

  it("loads Google's script once, renders the invisible widget with the site key and gives a token per submit", async () => {
    let n = 0;
    answer = (params) => params.callback(`token-${++n}`);
    const first = await challenge();
    await challenge();
    expect(document.querySelectorAll(`script[src="${recaptchaScriptUrl}"]`)).toHaveLength(1);
    expect(api.render).toHaveBeenCalledWith(
      expect.objectContaining({ tagName: 'DIV' }),
      expect.objectContaining({ sitekey: '6LcSiteKey', size: 'invisible' }),
    );
    await expect(first.token('register')).resolves.toBe('token-1');
    await expect(first.token('register')).resolves.toBe('token-2');
    const widgetId = api.render.mock.results[0]?.value as number;
    expect(api.reset).toHaveBeenCalledWith(widgetId);
    expect(api.execute).toHaveBeenCalledWith(widgetId);
  });

  it('fails with the robot message when the challenge errors or expires', async () => {
    const made = await challenge();
    answer = (params) => params['error-callback']();
    await expect(made.token('register')).rejects.toThrow('Please confirm you are not a robot.');
    answer = (params) => params['expired-callback']();
    await expect(made.token('password-reminder')).rejects.toThrow('Please confirm you are not a robot.');
  });
});

describe('RecaptchaTokens', () => {
  const notRequired = () => ({ required: false, publicKey: '6LcSiteKey' });
  const required = () => ({ required: true, publicKey: '6LcSiteKey' });

  it('gives no token and loads nothing while the session does not require the challenge', async () => {
    const load = vi.fn<RecaptchaLoader>();
    const tokens = new RecaptchaTokens(notRequired, load);
    await expect(tokens.token('contact_dealer')).resolves.toBeUndefined();
    await expect(tokens.withToken('contact_dealer', { Name: 'Amelia' })).resolves.toEqual({ Name: 'Amelia' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the challenge once with the site key and adds a token per submit when required', async () => {
    const token = vi.fn((action: string) => Promise.resolve(`token-for-${action}`));
    const load = vi.fn<RecaptchaLoader>(() => Promise.resolve({ token }));
    const tokens = new RecaptchaTokens(required, load);
    await expect(tokens.withToken('report_ad', { VehicleId: 1 })).resolves.toEqual({
      VehicleId: 1,
      RecaptchaToken: 'token-for-report_ad',
    });
    await tokens.token('report_ad');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('6LcSiteKey');
    expect(token).toHaveBeenCalledTimes(2);
  });

  it('rejects with the robot message when the challenge cannot load, and loads it afresh next time', async () => {
    const load = vi
      .fn<RecaptchaLoader>()
      .mockRejectedValueOnce(new Error('Please confirm you are not a robot.'))
      .mockResolvedValue({ token: () => Promise.resolve('token') });
    const tokens = new RecaptchaTokens(required, load);
    await expect(tokens.token('contact_dealer')).rejects.toThrow('Please confirm you are not a robot.');
    await expect(tokens.token('contact_dealer')).resolves.toBe('token');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
