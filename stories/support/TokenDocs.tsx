import { brandTokens } from '@ds/tokens/tokens';
import { contrastPairs, contrastRatio } from '@ds/tokens/contrast';
import * as styles from './tokenDocs.css';

type ColorRole = keyof typeof brandTokens.color;

/** Every colour role with its value. */
export function ColorSwatches() {
  return (
    <table className={styles.table}>
      <caption>Colour roles</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            Swatch
          </th>
          <th className={styles.cell} scope="col">
            Role
          </th>
          <th className={styles.cell} scope="col">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(brandTokens.color) as ColorRole[]).map((role) => (
          <tr key={role}>
            <td className={styles.cell}>
              <span className={styles.swatch[role]} />
            </td>
            <td className={styles.cell}>
              <code>{role}</code>
            </td>
            <td className={styles.cell}>
              <code>{brandTokens.color[role]}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The pairs in use with their WCAG contrast ratios (the unit test fails below the minimum). */
export function ContrastPairs() {
  return (
    <table className={styles.table}>
      <caption>Contrast of every foreground/background pair in use</caption>
      <thead>
        <tr>
          {['Sample', 'Foreground', 'Background', 'Ratio', 'Minimum', 'Used for'].map((heading) => (
            <th key={heading} className={styles.cell} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.foreground}-${pair.background}-${pair.minimum}`}>
            <td className={styles.cell}>
              <span className={`${styles.pairBackground[pair.background]} ${styles.pairSample[pair.foreground]}`}>
                Aa
              </span>
            </td>
            <td className={styles.cell}>
              <code>{pair.foreground}</code>
            </td>
            <td className={styles.cell}>
              <code>{pair.background}</code>
            </td>
            <td className={styles.cell}>
              {contrastRatio(brandTokens.color[pair.foreground], brandTokens.color[pair.background]).toFixed(2)}:1
            </td>
            <td className={styles.cell}>{pair.minimum}:1</td>
            <td className={styles.cell}>{pair.usage}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type scale. */
export function TypeScale() {
  return (
    <table className={styles.table}>
      <caption>Type scale</caption>
      <tbody>
        {(Object.keys(brandTokens.fontSize) as Array<keyof typeof brandTokens.fontSize>).map((size) => (
          <tr key={size}>
            <th className={styles.cell} scope="row">
              <code>{size}</code> ({brandTokens.fontSize[size]})
            </th>
            <td className={styles.cell}>
              <span className={styles.fontSize[size]}>Used cars near you</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spacing scale. */
export function SpaceScale() {
  return (
    <table className={styles.table}>
      <caption>Spacing</caption>
      <tbody>
        {(Object.keys(brandTokens.space) as Array<keyof typeof brandTokens.space>).map((space) => (
          <tr key={space}>
            <th className={styles.cell} scope="row">
              <code>{space}</code> ({brandTokens.space[space]})
            </th>
            <td className={styles.cell}>
              <span className={styles.spaceBar[space]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
