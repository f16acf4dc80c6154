import { expect, test } from './fixtures';

test.describe('landing page (spec 000 §2 "/")', () => {
  test.describe('on a 400 px wide phone', () => {
    test.use({ viewport: { width: 400, height: 800 } });

    test('asks for the company code, refuses an unknown one with the server text', async ({ page, landing }) => {
      await landing.goto();
      await expect(page).toHaveURL(/\/$/);
      await expect(landing.codeInput).toBeVisible();
      await landing.chooseCompany('no-such-company');
      await expect(landing.error('Nuk ka kompani me ate kod!')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('zanati.companyCode'))).toBeNull();
    });

    test('continues to /login with a known code and remembers it', async ({ page, landing, loginPage }) => {
      await landing.goto();
      await landing.chooseCompany('demo');
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginPage.username).toBeVisible();
      await expect(page.getByText('Kompania: demo')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('zanati.companyCode'))).toBe('demo');

      // Kept across visits: the form offers the code again.
      await page.goto('/?choose=true');
      await expect(landing.codeInput).toHaveValue('demo');
    });
  });

  test('at desktop width goes straight to /login', async ({ page, loginPage }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.username).toBeVisible();
  });
});
