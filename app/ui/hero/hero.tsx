import { visuallyHidden } from "../a11y.css";
import { container } from "../layout.css";
import * as styles from "./hero.css";

interface HeroImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size, so the browser reserves the box before the image loads. */
  width: number;
  height: number;
}

export interface HeroProps {
  title: string;
  lead?: string;
  /** The h1 is for screen readers only (spec 000 §2: optional visually hidden h1). */
  hiddenTitle?: boolean;
  /** A decorative background photo, under a green veil that keeps the text legible. */
  image?: HeroImage;
}

/** The page's opening band: its h1, a lead, and optionally a background photo. */
export function Hero({ title, lead, hiddenTitle = false, image }: HeroProps) {
  if (hiddenTitle && !lead && !image) return <h1 className={visuallyHidden}>{title}</h1>;
  return (
    <section className={image ? `${styles.hero} ${styles.withImage}` : styles.hero}>
      {image ? (
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt=""
          decoding="async"
        />
      ) : null}
      <div className={`${container} ${styles.content}`}>
        <h1 className={hiddenTitle ? visuallyHidden : styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </section>
  );
}
