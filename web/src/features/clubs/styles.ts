import { withBlocks } from '../../ui/blocks/with-blocks';
import own from './clubs.module.css';

/** clubs.module.css on top of the shared blocks (ui/blocks). */
export default withBlocks(own);
