// Placeholder until this screen is built; the route and its lazy chunk are final.
export function ProfileScreen() {
  return <h1 className="screen-placeholder">Profile</h1>;
}
