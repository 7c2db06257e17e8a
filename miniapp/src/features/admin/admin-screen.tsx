// Placeholder until this screen is built; the route and its lazy chunk are final.
export function AdminScreen() {
  return <h1 className="screen-placeholder">Admin</h1>;
}
