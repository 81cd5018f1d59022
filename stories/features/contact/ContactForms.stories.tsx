import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Dialog } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SessionState, VehicleDetail } from '@app/api/types';
import ContactDealerOverlay from '@app/features/contact/ContactDealerOverlay';
import FinanceEnquiryOverlay from '@app/features/contact/FinanceEnquiryOverlay';
import { VehicleEnquiryActions } from '@app/features/vehicle/VehicleEnquiryActions';
import PartExchangeOverlay from '@app/features/contact/PartExchangeOverlay';
import ReportAdvertOverlay from '@app/features/contact/ReportAdvertOverlay';
import FormConfirmationOverlay from '@app/overlays/content/FormConfirmationOverlay';
import type { OverlayName } from '@app/overlays/names';
import type { OverlayComponent } from '@app/overlays/types';
import type { RootStore } from '@app/stores/RootStore';
import { StoresProvider } from '@app/stores/StoresContext';
import {
  createTestStores,
  jsonResponse as json,
  sessionState,
  vehicleCard,
  vehicleDetail,
  type SentRequest,
} from '@app/stores/testing';
import { narrow } from '../../support/decorators';

type Answer = (request: SentRequest) => Response | Promise<Response>;

const fiesta = { vehicleId: 20481734, title: 'Ford Fiesta 1.0 EcoBoost Titanium 5dr' };
const dealer = {
  dealerId: 3101,
  dealerName: 'Thames Valley Car Centre',
  partners: ['Forecourt Finance', 'Forecourt Insurance'],
};

/** How each story opens its overlay, by the name and data the vehicle page uses. */
const openers = {
  enquiry: (stores: RootStore) => stores.modal.open('forms/contact-dealer', { variant: 'item', ...fiesta, ...dealer }),
  sms: (stores: RootStore) => stores.modal.open('forms/contact-dealer', { variant: 'sms', ...fiesta, ...dealer }),
  dealerMessage: (stores: RootStore) => stores.modal.open('forms/contact-dealer', { variant: 'plain', ...dealer }),
  report: (stores: RootStore) => stores.modal.open('forms/report-ad', fiesta),
  partExchange: (stores: RootStore) => stores.modal.open('forms/trade-a-vehicle', { ...fiesta, ...dealer }),
  finance: (stores: RootStore) =>
    stores.modal.open('forms/merchandising-finance-enquiry', { ...fiesta, ...dealer, deposit: 1500, term: 48 }),
};

// The overlays shown in the story's own dialog (the app's ModalHost loads them by name, in a portal).
const overlays: Partial<Record<OverlayName, OverlayComponent>> = {
  'forms/contact-dealer': ContactDealerOverlay as OverlayComponent,
  'forms/report-ad': ReportAdvertOverlay as OverlayComponent,
  'forms/trade-a-vehicle': PartExchangeOverlay as OverlayComponent,
  'forms/merchandising-finance-enquiry': FinanceEnquiryOverlay as OverlayComponent,
  'form-confirmation': FormConfirmationOverlay as OverlayComponent,
};

const receipt = { Reference: 'FC-2611-48213', Message: 'Thank you. Your message has been sent.' };
const never = () => new Promise<Response>(() => undefined);

interface ContactStoryProps {
  overlay: keyof typeof openers;
  /** The session the page has (whether forms need the recaptcha challenge). */
  session?: SessionState;
  /** How the server answers the form. */
  answer?: Answer;
}

function ContactStory({ overlay, session = sessionState(), answer = () => json(receipt, 202) }: ContactStoryProps) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) =>
      request.path === '/api/account/session' ? json(session) : answer(request),
    );
    stores.session.apply(session);
    openers[overlay](stores);
    return stores;
  });
  return (
    <StoresProvider stores={stores}>
      <Shown stores={stores} />
    </StoresProvider>
  );
}

/** The modal store's overlay, in a dialog as the app shows it; what the story's server sent is observable through it. */
const Shown = observer(function Shown({ stores }: { stores: RootStore }) {
  const name = stores.modal.comp;
  const Overlay = name ? overlays[name] : undefined;
  if (!Overlay) return <p>The overlay is closed.</p>;
  return (
    <Dialog key={name}>
      <Overlay data={stores.modal.data} close={() => stores.modal.close()} />
    </Dialog>
  );
});

const meta = {
  title: 'Pages/Contact/Forms',
  component: ContactStory,
  args: { overlay: 'enquiry' },
  argTypes: { overlay: { control: 'select', options: Object.keys(openers) } },
  parameters: {
    docs: {
      description: {
        component:
          "The forms that reach a dealer or the Forecourt team from the vehicle page: forms/contact-dealer (item, sms and plain), forms/report-ad, forms/trade-a-vehicle and forms/merchandising-finance-enquiry. Checked on submit with the shared rules' messages (requirements 5.10); the error summary takes focus and links to each field; a failed send keeps everything typed; once sent, form-confirmation replaces the form.",
      },
    },
  },
} satisfies Meta<typeof ContactStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'amelia.hughes@example.co.uk';

async function fillEnquiry(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Amelia Hughes');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Is it still available?');
}

export const Enquiry: Story = {};

/** Sent empty: the summary takes focus and lists the rules' messages, each linked to its field. */
export const EnquiryInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary.parentElement).toHaveFocus();
    for (const message of ['Enter your name', 'Enter your email address', 'Enter a message for the dealer']) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent: the confirmation with the server's message, the reference and the dealer's partners. */
export const EnquirySent: Story = {
  play: async ({ canvasElement }) => {
    await fillEnquiry(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const title = await canvas.findByRole('heading', { name: 'Your message has been sent' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText(receipt.Message)).toBeVisible();
    await expect(canvas.getByText(`Thames Valley Car Centre will reply to ${email}.`)).toBeVisible();
    await expect(canvas.getByText(/Forecourt Finance and Forecourt Insurance can help/)).toBeVisible();
    await expect(canvas.getByText(receipt.Reference)).toBeVisible();
  },
};

/** The server failed: its message at the top, and every field as it was typed. */
export const EnquiryServerFailure: Story = {
  args: {
    answer: () =>
      json(
        { Code: 500, FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.' },
        500,
      ),
  },
  play: async ({ canvasElement }) => {
    await fillEnquiry(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, something went wrong on our side.');
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Amelia Hughes');
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveValue('Is it still available?');
  },
};

/** The server refuses one field (422 with `Fields`): shown on it and in the summary. */
export const EnquiryFieldRefused: Story = {
  args: {
    answer: () =>
      json(
        {
          Code: 100,
          FriendlyMessage: 'Please check the details you entered.',
          Fields: [{ Field: 'Email', Message: 'A valid email address is required' }],
        },
        422,
      ),
  },
  play: async ({ canvasElement }) => {
    await fillEnquiry(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/Error:\s*A valid email address is required/);
  },
};

/** While the message is with the server, the button is pending. */
export const EnquiryPending: Story = {
  args: { answer: never },
  play: async ({ canvasElement }) => {
    await fillEnquiry(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send message/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** The session requires the recaptcha challenge: the form says so (Google's terms). */
export const EnquiryWithRecaptcha: Story = {
  args: {
    session: sessionState({ Recaptcha: { Required: true, PublicKey: '6LcForecourtExampleSiteKey00000000000000' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This form is protected by reCAPTCHA/)).toBeVisible();
  },
};

export const EnquiryNarrow: Story = { decorators: [narrow] };

export const TextTheDetails: Story = { args: { overlay: 'sms' } };

export const TextTheDetailsInvalid: Story = {
  args: { overlay: 'sms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '020 7946 0321');
    await userEvent.click(canvas.getByRole('button', { name: 'Send text' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A valid mobile number is required');
  },
};

export const MessageToDealer: Story = { args: { overlay: 'dealerMessage' } };

export const ReportAdvert: Story = { args: { overlay: 'report' } };

export const ReportAdvertInvalid: Story = {
  args: { overlay: 'report' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Select why you are reporting this advert');
    await expect(summary).toHaveTextContent('Tell us what is wrong with the advert');
    await userEvent.click(within(summary).getByRole('link', { name: 'Select why you are reporting this advert' }));
    await expect(canvas.getByRole('radio', { name: 'The details or photos are wrong' })).toHaveFocus();
  },
};

export const ReportAdvertNarrow: Story = { args: { overlay: 'report' }, decorators: [narrow] };

export const PartExchange: Story = { args: { overlay: 'partExchange' } };

export const PartExchangeInvalid: Story = {
  args: { overlay: 'partExchange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mileage' }), '1,000,000');
    await userEvent.click(canvas.getByRole('button', { name: "Send my vehicle's details" }));
    const summary = await canvas.findByRole('alert');
    // Left empty: what to enter. A mileage given that breaks the rule: the rule's message.
    await expect(summary).toHaveTextContent('Enter the registration number');
    await expect(summary).toHaveTextContent('A positive number is required between 1 and 999,999');
    await expect(summary).toHaveTextContent('Enter your phone number');
  },
};

/** The finance section's choices fill the deposit and the term. */
export const FinanceEnquiry: Story = {
  args: { overlay: 'finance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('textbox', { name: 'Deposit in pounds' });
    await expect(deposit).toHaveValue('1500');
    // The lender's rule, not a limit the form does not have.
    await expect(deposit).toHaveAccessibleDescription(/In whole pounds, leaving at least £1,000 to borrow/);
    await expect(canvas.getByRole('radio', { name: '48 months' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Miles a year' })).toHaveValue('10000');
  },
};

export const FinanceEnquiryNarrow: Story = { args: { overlay: 'finance' }, decorators: [narrow] };

/** The vehicle page's enquiry actions, with the overlay they open shown under them. */
function ActionsStory({ detail, enquired = false }: { detail: VehicleDetail; enquired?: boolean }) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) =>
      request.path === '/api/account/session' ? json(sessionState()) : json(receipt, 202),
    );
    if (enquired) stores.enquired.add(detail.Vehicle.VehicleId);
    return stores;
  });
  return (
    <StoresProvider stores={stores}>
      <VehicleEnquiryActions detail={detail} />
      <ShownWhenOpen stores={stores} />
    </StoresProvider>
  );
}

const ShownWhenOpen = observer(function ShownWhenOpen({ stores }: { stores: RootStore }) {
  return stores.modal.comp ? <Shown stores={stores} /> : null;
});

/** Email the dealer, text the details, ask about finance, part exchange, report; each opens its form. */
export const EnquiryActions: StoryObj = {
  render: () => <ActionsStory detail={vehicleDetail()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Email the dealer' }));
    await expect(await canvas.findByRole('heading', { name: 'Email the dealer' })).toBeVisible();
    await expect(canvas.getByText('Ask Thames Valley Car Centre about the', { exact: false })).toBeVisible();
  },
};

/** Asked about already: the page says so. */
export const EnquiryActionsEnquired: StoryObj = {
  render: () => <ActionsStory detail={vehicleDetail()} enquired />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have contacted the dealer about this vehicle')).toBeVisible();
  },
};

/** A dealer who does not take email is phoned (the dealer section's number); the advert can still be reported. */
export const EnquiryActionsPhoneOnly: StoryObj = {
  render: () => <ActionsStory detail={vehicleDetail({ Dealer: { ...vehicleDetail().Dealer, EmailEnabled: false } })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This dealer takes enquiries by phone.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Email the dealer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Report this advert' })).toBeVisible();
  },
};

/** A sold vehicle takes no enquiries. */
export const EnquiryActionsSold: StoryObj = {
  render: () => <ActionsStory detail={vehicleDetail({ Vehicle: vehicleCard({ Sold: true }) })} />,
};
