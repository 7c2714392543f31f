/**
 * The spinner PrimeReact's button shows while loading: its SpinnerIcon's outline in a 14 × 14 box, drawn by
 * PlainButton, its points rounded to a tenth of a pixel (PrimeReact gives six digits: 0.5 KB more on the
 * way to the sign-in form, for differences no screen shows). The outline is data, cut into lines here;
 * the build joins it again into one string.
 */
export function Spinner({ className }: { className: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true" className={className}>
      <path
        d={
          'M7 14C5.9 14 4.7 13.7 3.7 13.2' +
          'C2.7 12.6 1.8 11.9 1.2 10.9C.6 10 .2 8.9 0 7.8' +
          'C-.1 6.6 .1 5.5 .5 4.4C.9 3.4 1.6 2.4 2.5 1.7' +
          'C3.3 .9 4.4 .4 5.5 .2' +
          'C6.6 -.1 7.8 -.1 8.9 .3' +
          'C10 .6 11 1.1 11.8 1.9C11.9 2 12 2.2 12 2.3' +
          'C12 2.5 11.9 2.6 11.8 2.7C11.8 2.8 11.7 2.8 11.6 2.9' +
          'C11.5 2.9 11.5 2.9 11.4 2.9C11.3 2.9 11.2 2.9 11.2 2.9' +
          'C11.1 2.8 11 2.8 11 2.7C10 1.8 8.7 1.3 7.4 1.2' +
          'C6.1 1.1 4.7 1.4 3.6 2.2C2.5 3 1.7 4.1 1.4 5.4' +
          'C1 6.7 1.1 8.1 1.6 9.3C2.2 10.6 3.1 11.6 4.3 12.2' +
          'C5.5 12.8 6.9 13 8.2 12.7C9.5 12.4 10.7 11.7 11.5 10.7' +
          'C12.4 9.6 12.8 8.3 12.8 7C12.8 6.8 12.9 6.7 13 6.6' +
          'C13.1 6.5 13.3 6.4 13.4 6.4C13.6 6.4 13.7 6.5 13.8 6.6' +
          'C13.9 6.7 14 6.8 14 7C14 8.9 13.3 10.6 11.9 11.9' +
          'C10.6 13.3 8.9 14 7 14Z'
        }
        fill="currentColor"
      />
    </svg>
  );
}
