import type { RouteKey } from '@shortlist/i18n/routes';
import { type ComponentType, lazy } from 'react';
import { PlaceholderPage } from '../features/content/pages/placeholder-page.tsx';
import { MaintenancePage } from '../features/system/pages/maintenance-page.tsx';
import { NotFoundPage } from '../features/system/pages/not-found-page.tsx';

// Feature pages load on demand; the pages every visit may need are in the main bundle.
const HomePage = lazy(() =>
  import('../features/festivals/pages/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const FestivalsPage = lazy(() =>
  import('../features/festivals/pages/festivals-page.tsx').then((m) => ({ default: m.FestivalsPage })),
);
const FestivalPage = lazy(() =>
  import('../features/festivals/pages/festival-page.tsx').then((m) => ({ default: m.FestivalPage })),
);
const LogoutPage = lazy(() =>
  import('../features/auth/pages/logout-page.tsx').then((m) => ({ default: m.LogoutPage })),
);
const SignInPage = lazy(() =>
  import('../features/auth/pages/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })),
);
const CreateAccountPage = lazy(() =>
  import('../features/auth/pages/create-account-page.tsx').then((m) => ({ default: m.CreateAccountPage })),
);
const ActivatePage = lazy(() =>
  import('../features/auth/pages/activate-page.tsx').then((m) => ({ default: m.ActivatePage })),
);
const PasswordRequestPage = lazy(() =>
  import('../features/auth/pages/password-request-page.tsx').then((m) => ({
    default: m.PasswordRequestPage,
  })),
);
const PasswordChangePage = lazy(() =>
  import('../features/auth/pages/password-change-page.tsx').then((m) => ({ default: m.PasswordChangePage })),
);
const UpdateLoginPage = lazy(() =>
  import('../features/auth/pages/update-login-page.tsx').then((m) => ({ default: m.UpdateLoginPage })),
);
const UnsubscribePage = lazy(() =>
  import('../features/auth/pages/unsubscribe-page.tsx').then((m) => ({ default: m.UnsubscribePage })),
);
const LoginByTokenPage = lazy(() =>
  import('../features/auth/pages/login-by-token-page.tsx').then((m) => ({ default: m.LoginByTokenPage })),
);
const ProfilePage = lazy(() =>
  import('../features/account/pages/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const AddressesPage = lazy(() =>
  import('../features/account/pages/addresses-page.tsx').then((m) => ({ default: m.AddressesPage })),
);

/**
 * The screen of each route key. Routes not listed show their placeholder (title, purpose,
 * "coming soon") until their issue builds them.
 */
const PAGES: Partial<Record<RouteKey, ComponentType>> = {
  home: HomePage,
  festivals: FestivalsPage,
  festival: FestivalPage,
  logout: LogoutPage,
  signIn: SignInPage,
  createAccount: CreateAccountPage,
  activate: ActivatePage,
  passwordRequest: PasswordRequestPage,
  passwordChange: PasswordChangePage,
  updateLogin: UpdateLoginPage,
  unsubscribe: UnsubscribePage,
  loginByToken: LoginByTokenPage,
  profileAccount: ProfilePage,
  profileAddresses: AddressesPage,
  maintenance: MaintenancePage,
  notFound: NotFoundPage,
};

export function pageFor(key: RouteKey): ComponentType {
  return PAGES[key] ?? PlaceholderPage;
}
