import { withBlocks } from '../../ui/blocks/with-blocks';
import own from './pickup.module.css';

/** pickup.module.css on top of the shared blocks (ui/blocks). */
export default withBlocks(own);
