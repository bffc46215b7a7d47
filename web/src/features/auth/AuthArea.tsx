import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { withApollo } from '../../app/apollo/withApollo.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { LoginContainer } from './login/LoginContainer.tsx';
import { RegisterPage } from './register/RegisterPage.tsx';

// Pages that call the server through Apollo Client load with it; sign-in posts its one call itself.
const ForgotPasswordContainer = lazy(
  withApollo(() => import('./forgot/ForgotPasswordContainer.tsx').then((m) => m.ForgotPasswordContainer)),
);
const InvitationContainer = lazy(
  withApollo(() => import('./invitation/InvitationContainer.tsx').then((m) => m.InvitationContainer)),
);

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
