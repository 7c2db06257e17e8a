// Placeholder until this screen is built; the route and its lazy chunk are final.
export function ReferralScreen() {
  return <h1 className="screen-placeholder">Referral</h1>;
}
