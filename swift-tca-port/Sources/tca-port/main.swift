import TCAPort

PortCommand.main()
