/** The id of the page's main region, where the skip link takes the keyboard. */
export const MAIN_ID = 'main';

/**
 * The keyboard's first stop on every page: shown only when focused, it moves the focus past the top bar
 * to the page itself, so a keyboard user does not Tab through the bar on each page they open.
 */
export function SkipToContent() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(event) => {
        // The address keeps its path: in the app's router a bare fragment would be a navigation.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
