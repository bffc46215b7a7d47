/** Tabs of /profile, kept in the URL `page` parameter. */
export const PROFILE_TABS = ['details', 'points', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function toProfileTab(raw: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === raw) ?? 'details';
}
