import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactPage } from '@app/features/contact/ContactPage';
import { ConsumerContactForm, DealerContactForm } from '@app/features/contact/ContactUsForms';
import { ModalHost } from '@app/overlays/ModalHost';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse as json, sessionState, type SentRequest } from '@app/stores/testing';
import { optionalMessages } from '@domain/validation';
import { column, narrow } from '../../support/decorators';

type Answer = (request: SentRequest) => Response | Promise<Response>;

const receipt = { Reference: 'FC-2611-48213', Message: 'Thank you. Your message has been sent.' };
const serverError = {
  Code: 500,
  FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
};
const never = () => new Promise<Response>(() => undefined);

type Opened = 'page' | 'consumer-overlay' | 'dealer-overlay';

interface ContactPageStoryProps {
  /** The page's address: `?who=consumer` or `?who=dealer` opens it on that form. */
  path?: string;
  /** The page alone, or one of its forms opened by name as an overlay (through the app's ModalHost). */
  opened?: Opened;
  /** How the server answers the form. */
  answer?: Answer;
  /** One form by itself, as the page shows it under the question (so a screenshot shows all of it). */
  form?: 'consumer' | 'dealer';
}

/** The contact page with the stores the app gives it, a router, the overlay host and a fake server. */
function ContactPageStory({
  path = '/contact/',
  opened = 'page',
  answer = () => json(receipt, 202),
  form,
}: ContactPageStoryProps) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) =>
      request.path === '/api/account/session' ? json(sessionState()) : answer(request),
    );
    stores.session.apply(sessionState());
    if (opened === 'consumer-overlay') stores.modal.open('forms/contact-page-consumer', { topic: 'website' });
    if (opened === 'dealer-overlay') stores.modal.open('forms/contact-page-dealer');
    return stores;
  });
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[path]}>
        {form === 'consumer' ? <ConsumerContactForm label="Write to our customer team" /> : null}
        {form === 'dealer' ? <DealerContactForm label="Write to our dealer team" /> : null}
        {form ? null : <ContactPage />}
        <ModalHost />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Contact/Contact page',
  component: ContactPageStory,
  args: { path: '/contact/', opened: 'page' },
  argTypes: {
    opened: { control: 'inline-radio', options: ['page', 'consumer-overlay', 'dealer-overlay'] },
    path: { control: 'select', options: ['/contact/', '/contact/?who=consumer', '/contact/?who=dealer'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "/contact/: the page's words, then 'Send us a message': who is writing (nothing chosen at first), and the consumer's or the dealer's form on the page (forms/contact-page-consumer and forms/contact-page-dealer, also openable as overlays, sharing their drafts). Checked on submit with the shared rules' messages (requirements 5.10); the error summary takes focus and links to each field; a failed send keeps everything typed; once sent, form-confirmation shows the server's reference.",
      },
    },
  },
} satisfies Meta<typeof ContactPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing chosen yet: the page's words and the question, no form. */
export const Choose: Story = {};

export const Consumer: Story = { args: { path: '/contact/?who=consumer' } };

export const Dealer: Story = { args: { path: '/contact/?who=dealer' } };

export const ConsumerNarrow: Story = { args: { path: '/contact/?who=consumer' }, decorators: [narrow] };

/** The consumer's form by itself: name, email, an optional landline, the topic and the message. */
export const ConsumerForm: Story = { args: { form: 'consumer' }, decorators: [column] };

/** The dealer's form by itself: also the phone, dealership, postcode and stock. */
export const DealerForm: Story = { args: { form: 'dealer' }, decorators: [column] };

export const DealerFormNarrow: Story = { args: { form: 'dealer' }, decorators: [narrow] };

/** Choosing reveals the form under the question. */
export const ChoosingRevealsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByText('I’m a dealer'));
    await expect(await canvas.findByRole('form', { name: 'Write to our dealer team' })).toBeVisible();
  },
};

/** Sent empty: the summary takes focus and says what to enter in each field, each linked to its field. */
export const ConsumerInvalid: Story = {
  args: { path: '/contact/?who=consumer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary.parentElement).toHaveFocus();
    for (const message of [
      'Enter your name',
      'Enter your email address',
      'Select what your message is about',
      'Enter your message',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      /Error:\s*Enter your name/,
    );
  },
};

/** A number in the phone field that is neither a landline nor a mobile (too short): the phone rule refuses it. */
export const ConsumerPhoneRule: Story = {
  args: { path: '/contact/?who=consumer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number (optional)' }), '0161 496');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Price = too high');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const summary = await canvas.findByRole('alert');
    // The phone may be left empty: a wrong one says what to enter, or to leave it blank.
    await expect(summary).toHaveTextContent(optionalMessages.phone);
    await expect(summary).toHaveTextContent('Special characters such as ` { } ^ + = are not permitted');
  },
};

async function fillConsumer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Tom Gallagher');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'tom.gallagher@example.co.uk');
  await userEvent.click(canvas.getByText('An advert or a dealer'));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'A dealer has not replied for a week.');
}

/** Sent: form-confirmation with the server's message and reference; the page's form starts afresh. */
export const ConsumerSent: Story = {
  args: { path: '/contact/?who=consumer' },
  play: async ({ canvasElement }) => {
    await fillConsumer(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send message' }));
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Your message has been sent' },
      { timeout: 10_000 },
    );
    await expect(dialog).toHaveTextContent(receipt.Message);
    await expect(dialog).toHaveTextContent(`Your reference is ${receipt.Reference}.`);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  },
};

/** The server failed: its message at the top, and every field as it was typed. */
export const ConsumerServerFailure: Story = {
  args: { path: '/contact/?who=consumer', answer: () => json(serverError, 500) },
  play: async ({ canvasElement }) => {
    await fillConsumer(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverError.FriendlyMessage);
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Tom Gallagher');
    await expect(canvas.getByRole('radio', { name: 'An advert or a dealer' })).toBeChecked();
  },
};

/** While the message is with the server, the button is pending. */
export const ConsumerPending: Story = {
  args: { path: '/contact/?who=consumer', answer: never },
  play: async ({ canvasElement }) => {
    await fillConsumer(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send message/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** A dealer sent it empty: the phone, dealership and postcode are needed too. */
export const DealerInvalid: Story = {
  args: { path: '/contact/?who=dealer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vehicles usually in stock (optional)' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const summary = await canvas.findByRole('alert');
    for (const message of [
      'Enter your phone number',
      'Enter the dealership’s name',
      'Enter the dealership’s postcode',
      'Enter how many vehicles you usually have in stock, a whole number from 1 to 10,000',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
  },
};

/** forms/contact-page-consumer opened by name (here with the 'website' topic chosen), through the app's ModalHost. */
export const ConsumerOverlay: Story = {
  args: { opened: 'consumer-overlay' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact Forecourt' }, { timeout: 10_000 });
    await expect(
      within(dialog).getByRole('radio', { name: 'Using the website, including accessibility' }),
    ).toBeChecked();
  },
};

/** forms/contact-page-dealer opened by name, through the app's ModalHost. */
export const DealerOverlay: Story = {
  args: { opened: 'dealer-overlay' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Contact our dealer team' },
      { timeout: 10_000 },
    );
    // Visible once the dialog has come in (it fades in from transparent).
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Dealership name' })).toBeVisible());
  },
};
