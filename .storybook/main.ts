import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the docs pages: the guidance's keyboard tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The sidebar's search also finds the docs pages' headings: "Find a component" lists the other names
  // people use (dropdown, dialog, chip) as headings, so typing one finds our component's name.
  features: { experimentalSearchDocsHeadings: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
