import { loginScreen } from '../../content/auth-screens';
import { AuthLayout } from './auth-layout';
import { LoginFormIsland } from './login-form';

/** /login (spec section 2): 'Customer Login', e-mail and password, then /customer. */
export default function LoginPage() {
  return (
    <AuthLayout metaPath="/login" title={loginScreen.title} subtitle={loginScreen.subtitle}>
      <LoginFormIsland />
    </AuthLayout>
  );
}
