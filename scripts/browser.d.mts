export function systemChromium(env?: NodeJS.ProcessEnv, options?: { full?: boolean }): string | undefined;
export const systemChromiumArgs: string[];
export function chromiumLaunchOptions(
  env?: NodeJS.ProcessEnv,
  options?: { full?: boolean },
): { executablePath?: string; args?: string[] };
