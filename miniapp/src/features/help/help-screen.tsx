// Placeholder until this screen is built; the route and its lazy chunk are final.
export function HelpScreen() {
  return <h1 className="screen-placeholder">Help</h1>;
}
