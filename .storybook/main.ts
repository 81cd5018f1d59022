import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

/** The react-aria-components props that the props tables show (every state prop among them). */
const designerProps = new Set([
  'isDisabled',
  'isPending',
  'isInvalid',
  'isRequired',
  'isReadOnly',
  'isSelected',
  'defaultSelected',
  'isIndeterminate',
  'isOpen',
  'defaultOpen',
  'isDismissable',
  'isExpanded',
  'defaultExpanded',
  'value',
  'defaultValue',
  'items',
  'defaultItems',
  'selectedKey',
  'defaultSelectedKey',
  'selectionMode',
  'disabledKeys',
  'minValue',
  'maxValue',
  'step',
  'formatOptions',
  'placeholder',
  'name',
  'type',
  'autoComplete',
  'inputMode',
  'maxLength',
  'href',
  'target',
  'orientation',
  'placement',
  'delay',
  'onPress',
  'onChange',
  'onBlur',
  'onSelectionChange',
  'onOpenChange',
  'onExpandedChange',
  'onAction',
  'onRemove',
  'aria-label',
]);

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
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props, and of those a component takes from react-aria-components the ones a designer
      // chooses between: states, values, options and the main events. DOM and low-level handlers stay out.
      propFilter: (prop) =>
        !prop.parent ||
        !/node_modules/.test(prop.parent.fileName) ||
        (/node_modules\/(react-aria-components|react-aria|react-stately|@react-aria|@react-types|@react-stately)\//.test(
          prop.parent.fileName,
        ) &&
          designerProps.has(prop.name)),
    },
  },
};

export default config;
