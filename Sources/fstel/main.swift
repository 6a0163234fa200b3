import FSTelCLI
