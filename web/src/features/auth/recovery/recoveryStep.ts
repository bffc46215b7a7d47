/** Steps of the recovery dialog (spec/1 §2.3); 'validating', 'newPassword' and 'invalid' are step 3. */
export type RecoveryStep = 'email' | 'sent' | 'validating' | 'newPassword' | 'invalid' | 'success';
