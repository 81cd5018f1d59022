export function systemChromium(env?: NodeJS.ProcessEnv): string | undefined;
export const systemChromiumArgs: string[];
export function chromiumLaunchOptions(env?: NodeJS.ProcessEnv): { executablePath?: string; args?: string[] };
