import { Route, Switch } from 'wouter';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordContainer } from './forgot/ForgotPasswordContainer.tsx';
import { InvitationContainer } from './invitation/InvitationContainer.tsx';
import { LoginContainer } from './login/LoginContainer.tsx';
import { RegisterPage } from './register/RegisterPage.tsx';

/** The public pages of spec/1 §2.1, without the shell. Loaded lazily. */
export function AuthArea() {
  return (
    <AuthLayout>
      <Switch>
        <Route path="/auth/forgot-password" component={ForgotPasswordContainer} />
        <Route path="/auth/register" component={RegisterPage} />
        <Route path="/auth/invitation" component={InvitationContainer} />
        <Route component={LoginContainer} />
      </Switch>
    </AuthLayout>
  );
}
