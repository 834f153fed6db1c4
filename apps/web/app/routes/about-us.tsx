import { contentMeta } from '~/features/content/business';
import { AboutPage, aboutMeta } from '~/features/content/about';

export const meta = () => contentMeta(aboutMeta.title, aboutMeta.description);

export default AboutPage;
