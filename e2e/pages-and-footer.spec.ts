import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';

const footerPages = [
  ['/contact/', 'Contact us'],
  ['/jobs/', 'Jobs at Forecourt'],
  ['/aboutus/', 'About us'],
  ['/terms-of-use/', 'Terms of use'],
  ['/security/', 'Security'],
  ['/privacy/', 'Privacy notice'],
  ['/cookies-policy/', 'Cookies policy'],
  ['/accessibility/', 'Accessibility statement'],
] as const;

test.describe('footer pages', () => {
  for (const [path, heading] of footerPages) {
    test(`${path}: title, description, one h1, main, breadcrumbs, no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${heading} | Forecourt`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(30);
      await expect(page.getByRole('main')).toBeVisible();
      const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumbs.getByText(heading)).toHaveAttribute('aria-current', 'page');
      await expectNoAccessibilityViolations(page);
    });
  }
});

test('the footer: legal text, copyright to this year, advertise link in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('acts as a credit broker, not a lender');
  await expect(footer).toContainText('fixed commission');
  await expect(footer).toContainText('You do not pay any more because of this commission.');
  await expect(footer).toContainText(`© 2006–${new Date().getFullYear()}`);
  const advertise = footer.getByRole('link', { name: 'Advertise with us (opens in new tab)' });
  await expect(advertise).toHaveAttribute('target', '_blank');
  await expect(advertise).toHaveAttribute('href', 'https://dealers.forecourt.example/');
  await expect(advertise).toHaveAttribute('rel', /noopener/);
  for (const [path] of footerPages) await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
});

test('navigating moves focus to the new page’s h1 and announces its title', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'About us' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'About us | Forecourt' })).toHaveCount(1);
});

test('an unknown address gets a helpful 404 page', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Forecourt');
  await expect(page.getByRole('link', { name: 'Search used cars and vans by postcode' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('price landing routes exist only for the listed amounts', async ({ page }) => {
  await page.goto('/used-cars/price/under-5000/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars under £5,000');
  await page.goto('/used-cars/price/under-7500/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
