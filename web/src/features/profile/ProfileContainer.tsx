import { useLocation, useSearchParams } from 'wouter';
import { ContactsContainer } from './contacts/ContactsContainer.tsx';
import { ProfileDetailsContainer } from './details/ProfileDetailsContainer.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { toProfileTab } from './profileTab.ts';
import { ChangePasswordContainer } from './security/ChangePasswordContainer.tsx';

/** /profile and /profile?page=details|points|security. */
export function ProfileContainer() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const tab = toProfileTab(params.get('page'));
  return (
    <ProfilePage tab={tab} onTabChange={(next) => navigate(`/profile?page=${next}`)}>
      {tab === 'details' && <ProfileDetailsContainer />}
      {tab === 'points' && <ContactsContainer />}
      {tab === 'security' && <ChangePasswordContainer />}
    </ProfilePage>
  );
}
